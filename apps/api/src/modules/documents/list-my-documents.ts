import { listMyDocumentsEndpoint } from '@ilaw/contracts/documents/list-my-documents';
import { sql } from 'kysely';
import { paginate } from '../../platform/db/paging.ts';
import { SIGNED_IN } from '../../platform/http/access.ts';
import { defineRoute } from '../../platform/http/define-route.ts';
import { myDocumentRows, toMyDocument } from './document-queries.ts';

export const listMyDocuments = defineRoute({
  endpoint: listMyDocumentsEndpoint,
  access: SIGNED_IN,
  async handler({ query, db, user }) {
    let q = myDocumentRows(db, user.id);
    if (query.unreadOnly) q = q.where('r.read_at', 'is', null);
    if (query.search) {
      const like = `%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      q = q.where(sql<boolean>`(d.document_no ILIKE ${like} OR d.title ILIKE ${like} OR d.summary ILIKE ${like})`);
    }
    return paginate(q.orderBy('d.published_at', 'desc').orderBy('d.id', 'desc'), query, toMyDocument);
  },
});
