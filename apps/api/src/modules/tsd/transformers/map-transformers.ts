// The map's points: one row per transformer with coordinates; the latest load flag through a
// DISTINCT ON over the readings rather than a subquery per row.
import { mapTransformersEndpoint } from '@ilaw/contracts/tsd/transformers/map-transformers';
import type { LoadFlag } from '@ilaw/contracts/tsd/enums';
import { sql } from 'kysely';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { TRANSFORMER_READERS } from '../access.ts';
import { kvaSize } from './transformer-queries.ts';

export const mapTransformers = defineRoute({
  endpoint: mapTransformersEndpoint,
  access: anyRole(...TRANSFORMER_READERS),
  async handler({ query, db }) {
    const branch = query.branchCode === undefined ? sql`true` : sql`t.branch_code = ${query.branchCode}`;
    const rows = await sql<{
      id: number;
      serial_no: string;
      kva: string;
      latitude: string;
      longitude: string;
      mounting: 'Mounted' | 'Dismounted';
      flag: LoadFlag | null;
    }>`
      SELECT t.id, t.serial_no, t.kva, t.latitude, t.longitude, t.mounting, l.flag
      FROM tsd_transformers t
      LEFT JOIN (
        SELECT DISTINCT ON (transformer_id) transformer_id, flag
        FROM tsd_load_readings ORDER BY transformer_id, read_at DESC
      ) l ON l.transformer_id = t.id
      WHERE t.latitude IS NOT NULL AND t.longitude IS NOT NULL AND ${branch}
      ORDER BY t.id`.execute(db);
    return rows.rows.map((r) => ({
      id: r.id,
      serialNo: r.serial_no,
      kva: kvaSize(r.kva),
      latitude: r.latitude,
      longitude: r.longitude,
      mounting: r.mounting,
      lastLoadFlag: r.flag,
    }));
  },
});
