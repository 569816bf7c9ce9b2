// The kWh meter lists by brand, class and type: brands and classes as the laboratory types them on
// the receipts (grouped without regard to case), types by SPEC.md's enumeration (decision 081).
import { getMeterCatalogEndpoint } from '@ilaw/contracts/tsd/meter-catalog/get-meter-catalog';
import { METER_TYPE_LABELS, METER_TYPES, type MeterType } from '@ilaw/contracts/tsd/enums';
import { sql } from 'kysely';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { METER_READERS } from '../access.ts';

export const getMeterCatalog = defineRoute({
  endpoint: getMeterCatalogEndpoint,
  access: anyRole(...METER_READERS),
  async handler({ query, db }) {
    const key =
      query.by === 'brand'
        ? sql`upper(trim(r.brand))`
        : query.by === 'class'
          ? sql`upper(trim(r.meter_class))`
          : sql`r.meter_type`;
    const rows = await sql<{ name: string; received: number; tested: number; failed: number; fast: number }>`
      SELECT ${key} AS name, count(*)::int AS received, count(c.id)::int AS tested,
        count(*) FILTER (WHERE c.result = 'Failed')::int AS failed, count(*) FILTER (WHERE c.fast)::int AS fast
      FROM tsd_meter_receipts r LEFT JOIN tsd_meter_calibrations c ON c.receipt_id = r.id
      GROUP BY 1 ORDER BY 1`.execute(db);
    const found = new Map(rows.rows.map((r) => [r.name, r]));
    if (query.by === 'type') {
      return METER_TYPES.map((t: MeterType) => {
        const r = found.get(t);
        return {
          name: t,
          label: METER_TYPE_LABELS[t],
          received: r?.received ?? 0,
          tested: r?.tested ?? 0,
          failed: r?.failed ?? 0,
          fast: r?.fast ?? 0,
        };
      });
    }
    return rows.rows.map((r) => ({ ...r, label: r.name }));
  },
});
