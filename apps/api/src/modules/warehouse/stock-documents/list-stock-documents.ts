import { listStockDocumentsEndpoint } from '@ilaw/contracts/warehouse/stock-documents/list-stock-documents';
import { sql } from 'kysely';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { WAREHOUSE_READERS } from '../access.ts';
import { documentQuery, toDocuments } from './stock-document-queries.ts';

export const listStockDocuments = defineRoute({
  endpoint: listStockDocumentsEndpoint,
  access: anyRole(...WAREHOUSE_READERS),
  async handler({ query, db, user }) {
    let q = documentQuery(db);
    if (query.kind !== undefined) q = q.where('d.kind', '=', query.kind);
    if (query.status !== undefined) q = q.where('d.status', '=', query.status);
    const search = query.search?.trim();
    if (search) {
      const like = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`).toLowerCase()}%`;
      q = q.where((eb) =>
        eb.or([
          eb(sql`lower(d.control_no)`, 'like', like),
          eb(sql`lower(d.particulars)`, 'like', like),
          eb(sql`lower(coalesce(d.supplier, ''))`, 'like', like),
        ]),
      );
    }
    const [rows, count] = await Promise.all([
      q
        .orderBy('d.document_date', 'desc')
        .orderBy('d.id', 'desc')
        .limit(query.itemsPerPage)
        .offset((query.page - 1) * query.itemsPerPage)
        .execute(),
      q
        .clearSelect()
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow(),
    ]);
    return { data: await toDocuments(db, user, rows), total: Number(count.n) };
  },
});
