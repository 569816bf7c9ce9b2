import { listMemorandumReceiptsEndpoint } from '@ilaw/contracts/warehouse/memorandum-receipts/list-memorandum-receipts';
import { sql } from 'kysely';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { WAREHOUSE_READERS } from '../access.ts';
import { memorandumQuery, toMemorandum } from './memorandum-queries.ts';

export const listMemorandumReceipts = defineRoute({
  endpoint: listMemorandumReceiptsEndpoint,
  access: anyRole(...WAREHOUSE_READERS),
  async handler({ query, db }) {
    let q = memorandumQuery(db);
    if (query.status !== undefined) q = q.where('r.status', '=', query.status);
    if (query.employeeId !== undefined) q = q.where('r.employee_id', '=', query.employeeId);
    if (query.materialId !== undefined) q = q.where('r.material_id', '=', query.materialId);
    if (query.id !== undefined) q = q.where('r.id', '=', query.id);
    if (query.signed !== undefined) q = q.where('r.signature', 'is not', null);
    const search = query.search?.trim();
    if (search) {
      const like = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`).toLowerCase()}%`;
      q = q.where((eb) =>
        eb.or([
          eb(sql`lower(r.control_no)`, 'like', like),
          eb(sql`lower(r.description)`, 'like', like),
          eb(sql`lower(coalesce(r.serial_no, ''))`, 'like', like),
          eb(sql`lower(e.last_name || ', ' || e.first_name)`, 'like', like),
        ]),
      );
    }
    const [rows, count] = await Promise.all([
      q
        .orderBy('r.issued_on', 'desc')
        .orderBy('r.id', 'desc')
        .limit(query.itemsPerPage)
        .offset((query.page - 1) * query.itemsPerPage)
        .execute(),
      q
        .clearSelect()
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow(),
    ]);
    return { data: rows.map(toMemorandum), total: Number(count.n) };
  },
});
