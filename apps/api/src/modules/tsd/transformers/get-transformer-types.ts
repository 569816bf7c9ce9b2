// /tsd/distribution-transformer/types: the registry summarised by size, phase and ownership.
import { getTransformerTypesEndpoint } from '@ilaw/contracts/tsd/transformers/get-transformer-types';
import { sql } from 'kysely';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { TRANSFORMER_READERS } from '../access.ts';
import { kvaSize } from './transformer-queries.ts';

export const getTransformerTypes = defineRoute({
  endpoint: getTransformerTypesEndpoint,
  access: anyRole(...TRANSFORMER_READERS),
  async handler({ query, db }) {
    let q = db
      .selectFrom('tsd_transformers as t')
      .select([
        't.kva',
        't.phase',
        't.ownership',
        sql<number>`count(*) FILTER (WHERE t.mounting = 'Mounted')::int`.as('mounted'),
        sql<number>`count(*) FILTER (WHERE t.mounting = 'Dismounted')::int`.as('dismounted'),
        sql<number>`count(*)::int`.as('total'),
        sql<string>`coalesce(sum(t.kva) FILTER (WHERE t.mounting = 'Mounted'), 0)::numeric(14, 1)::text`.as(
          'mounted_kva',
        ),
      ])
      .groupBy(['t.kva', 't.phase', 't.ownership'])
      .orderBy('t.kva')
      .orderBy('t.phase')
      .orderBy('t.ownership');
    if (query.branchCode !== undefined) q = q.where('t.branch_code', '=', query.branchCode);
    const rows = await q.execute();
    return rows.map((r) => ({
      kva: kvaSize(r.kva),
      phase: r.phase,
      ownership: r.ownership,
      mounted: Number(r.mounted),
      dismounted: Number(r.dismounted),
      total: Number(r.total),
      mountedKva: r.mounted_kva,
    }));
  },
});
