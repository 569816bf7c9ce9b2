import { listDocumentsEndpoint } from '@ilaw/contracts/documents/list-documents';
import { sql } from 'kysely';
import { defineRoute } from '../../platform/http/define-route.ts';
import { DOCUMENT_STAFF } from './access.ts';
import { documentRows, toDocuments } from './document-queries.ts';

export const listDocuments = defineRoute({
  endpoint: listDocumentsEndpoint,
  access: DOCUMENT_STAFF,
  async handler({ query, db, user }) {
    let q = documentRows(db);
    if (query.status) q = q.where('d.status', '=', query.status);
    if (query.kind) q = q.where('d.kind', '=', query.kind);
    if (query.search) {
      const like = `%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      q = q.where(sql<boolean>`(d.document_no ILIKE ${like} OR d.title ILIKE ${like} OR d.summary ILIKE ${like})`);
    }
    const rows = await q
      .select(sql<number>`count(*) OVER ()`.as('__total'))
      .orderBy('d.created_at', 'desc')
      .orderBy('d.id', 'desc')
      .limit(query.itemsPerPage)
      .offset((query.page - 1) * query.itemsPerPage)
      .execute();
    const total = Number(rows[0]?.__total ?? 0);
    return { data: await toDocuments(db, user, rows), total };
  },
});
