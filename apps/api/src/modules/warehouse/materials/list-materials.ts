import { listMaterialsEndpoint } from '@ilaw/contracts/warehouse/materials/list-materials';
import { sql } from 'kysely';
import { SIGNED_IN } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { materialQuery, toMaterial } from './material-queries.ts';

export const listMaterials = defineRoute({
  endpoint: listMaterialsEndpoint,
  // Any staff member picks materials and warehouses for a requisition (decision 091).
  access: SIGNED_IN,
  async handler({ query, db }) {
    let q = materialQuery(db);
    const search = query.search?.trim();
    if (search) {
      const like = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`).toLowerCase()}%`;
      q = q.where((eb) =>
        eb.or([eb(sql`lower(m.item_code)`, 'like', like), eb(sql`lower(m.description)`, 'like', like)]),
      );
    }
    if (query.typeId !== undefined) q = q.where('m.type_id', '=', query.typeId);
    if (query.notForStock !== undefined) q = q.where('m.not_for_stock', '=', query.notForStock);
    if (query.criticalOnly === true) {
      q = q
        .where('m.not_for_stock', '=', false)
        .where(
          sql<boolean>`coalesce((SELECT sum(s.quantity) FROM wh_stock s WHERE s.material_id = m.id), 0) <= m.critical_level`,
        );
    }
    const [rows, count] = await Promise.all([
      q
        .orderBy('m.item_code')
        .limit(query.itemsPerPage)
        .offset((query.page - 1) * query.itemsPerPage)
        .execute(),
      q
        .clearSelect()
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow(),
    ]);
    return { data: rows.map(toMaterial), total: Number(count.n) };
  },
});
