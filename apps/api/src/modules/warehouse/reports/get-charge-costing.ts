import type { periodQuery } from '@ilaw/contracts/warehouse/reports/report';
import type { z } from 'zod';
import type { Database } from '../../../platform/db/schema.ts';
import { getChargeCostingEndpoint } from '@ilaw/contracts/warehouse/reports/get-charge-costing';
import { Decimal } from 'decimal.js';
import { sql, type Kysely } from 'kysely';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { ACCOUNTING_READERS } from '../access.ts';
import { sum } from '../compute/moving-average.ts';

/** The report's rows (also its .xlsx). */
export async function chargeCosting(db: Kysely<Database>, query: z.output<typeof periodQuery>) {
  const location = query.locationId ?? null;
  // A reversal's movements run the other way and carry the same account, so they net out.
  const r = await sql<{ month: string; account: string; tickets: number; charged: string; credited: string }>`
    SELECT to_char(mv.moved_on, 'YYYY-MM') AS month,
      coalesce(nullif(d.charge_account, ''), ch.charge_account, d.work_order_no, ch.work_order_no, '(none)') AS account,
      count(DISTINCT d.id) FILTER (WHERE d.kind = 'MCT' AND d.reversal_of_id IS NULL)::int AS tickets,
      coalesce(sum(CASE WHEN mv.qty_out > 0 THEN mv.amount ELSE -mv.amount END) FILTER (WHERE d.kind = 'MCT'), 0)::numeric(16,2)::text AS charged,
      coalesce(sum(CASE WHEN mv.qty_in > 0 THEN mv.amount ELSE -mv.amount END) FILTER (WHERE d.kind = 'MCRT'), 0)::numeric(16,2)::text AS credited
    FROM wh_movements mv
    JOIN wh_documents d ON d.id = mv.document_id
    LEFT JOIN wh_documents ch ON ch.id = d.charged_document_id
    WHERE d.kind IN ('MCT', 'MCRT') AND mv.moved_on BETWEEN ${query.dateFrom} AND ${query.dateTo}
      AND (${location}::int IS NULL OR mv.location_id = ${location}::int)
    GROUP BY 1, 2
    ORDER BY 1, 2`.execute(db);
  const rows = r.rows.map((x) => ({
    ...x,
    net: new Decimal(x.charged).minus(x.credited).toFixed(2),
  }));
  const charged = sum(rows.map((x) => x.charged));
  const credited = sum(rows.map((x) => x.credited));
  return { rows, totals: { charged, credited, net: new Decimal(charged).minus(credited).toFixed(2) } };
}

export const getChargeCosting = defineRoute({
  endpoint: getChargeCostingEndpoint,
  access: anyRole(...ACCOUNTING_READERS),
  async handler({ query, db }) {
    return chargeCosting(db, query);
  },
});
