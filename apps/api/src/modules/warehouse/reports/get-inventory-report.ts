import type { inventoryQuery } from '@ilaw/contracts/warehouse/reports/report';
import type { z } from 'zod';
import type { Database } from '../../../platform/db/schema.ts';
import { getInventoryReportEndpoint } from '@ilaw/contracts/warehouse/reports/get-inventory-report';
import { sql, type Kysely } from 'kysely';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { ACCOUNTING_READERS } from '../access.ts';
import { sum } from '../compute/moving-average.ts';

/** The report's rows (also its .xlsx). */
export async function inventoryReport(db: Kysely<Database>, query: z.output<typeof inventoryQuery>) {
  const location = query.locationId ?? null;
  const r = await sql<{ category_name: string; account_code: string; materials: number; value: string }>`
    SELECT c.name AS category_name, c.account_code,
      count(DISTINCT b.material_id) FILTER (WHERE b.balance_quantity > 0)::int AS materials,
      coalesce(sum(b.balance_value), 0)::numeric(16,2)::text AS value
    FROM wh_material_categories c
    LEFT JOIN wh_materials m ON m.category_id = c.id
    LEFT JOIN (
      SELECT DISTINCT ON (material_id, location_id) material_id, balance_quantity, balance_value
      FROM wh_movements
      WHERE moved_on <= ${query.asOf} AND (${location}::int IS NULL OR location_id = ${location}::int)
      ORDER BY material_id, location_id, id DESC
    ) b ON b.material_id = m.id
    GROUP BY c.id
    ORDER BY c.code`.execute(db);
  const rows = r.rows.map((x) => ({
    categoryName: x.category_name,
    accountCode: x.account_code,
    materials: x.materials,
    value: x.value,
  }));
  return { rows, totalValue: sum(rows.map((x) => x.value)) };
}

export const getInventoryReport = defineRoute({
  endpoint: getInventoryReportEndpoint,
  access: anyRole(...ACCOUNTING_READERS),
  async handler({ query, db }) {
    return inventoryReport(db, query);
  },
});
