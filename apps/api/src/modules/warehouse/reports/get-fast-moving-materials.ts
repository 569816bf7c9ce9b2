import type { fastMovingQuery } from '@ilaw/contracts/warehouse/reports/report';
import type { z } from 'zod';
import type { Database } from '../../../platform/db/schema.ts';
import { getFastMovingMaterialsEndpoint } from '@ilaw/contracts/warehouse/reports/get-fast-moving-materials';
import { sql, type Kysely } from 'kysely';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { WAREHOUSE_READERS } from '../access.ts';

/** The report's rows (also its .xlsx). */
export async function fastMovingMaterials(db: Kysely<Database>, query: z.output<typeof fastMovingQuery>) {
  const location = query.locationId ?? null;
  const r = await sql<{
    id: number;
    item_code: string;
    description: string;
    unit_code: string;
    issues: number;
    issued: string;
    returned: string;
    on_hand: string;
  }>`
    SELECT m.id, m.item_code, m.description, u.code AS unit_code,
      count(DISTINCT d.id) FILTER (WHERE d.kind = 'MCT' AND d.reversal_of_id IS NULL)::int AS issues,
      coalesce(sum(mv.qty_out - mv.qty_in) FILTER (WHERE d.kind = 'MCT'), 0)::numeric(14,2)::text AS issued,
      coalesce(sum(mv.qty_in - mv.qty_out) FILTER (WHERE d.kind = 'MCRT'), 0)::numeric(14,2)::text AS returned,
      (SELECT coalesce(sum(s.quantity), 0) FROM wh_stock s
        WHERE s.material_id = m.id AND (${location}::int IS NULL OR s.location_id = ${location}::int))::numeric(14,2)::text AS on_hand
    FROM wh_movements mv
    JOIN wh_documents d ON d.id = mv.document_id
    JOIN wh_materials m ON m.id = mv.material_id
    JOIN wh_units u ON u.id = m.unit_id
    WHERE d.kind IN ('MCT', 'MCRT') AND mv.moved_on BETWEEN ${query.dateFrom} AND ${query.dateTo}
      AND (${location}::int IS NULL OR mv.location_id = ${location}::int)
    GROUP BY m.id, u.code
    HAVING coalesce(sum(mv.qty_out - mv.qty_in) FILTER (WHERE d.kind = 'MCT'), 0)
      - coalesce(sum(mv.qty_in - mv.qty_out) FILTER (WHERE d.kind = 'MCRT'), 0) > 0
    ORDER BY coalesce(sum(mv.qty_out - mv.qty_in) FILTER (WHERE d.kind = 'MCT'), 0)
      - coalesce(sum(mv.qty_in - mv.qty_out) FILTER (WHERE d.kind = 'MCRT'), 0) DESC, m.item_code
    LIMIT ${query.limit}`.execute(db);
  return r.rows.map((x) => ({
    materialId: x.id,
    itemCode: x.item_code,
    description: x.description,
    unitCode: x.unit_code,
    issues: x.issues,
    issued: x.issued,
    returned: x.returned,
    netIssued: (Number(x.issued) - Number(x.returned)).toFixed(2),
    onHand: x.on_hand,
  }));
}

export const getFastMovingMaterials = defineRoute({
  endpoint: getFastMovingMaterialsEndpoint,
  access: anyRole(...WAREHOUSE_READERS),
  async handler({ query, db }) {
    return fastMovingMaterials(db, query);
  },
});
