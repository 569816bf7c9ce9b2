import { getDocumentEndpoint } from '@ilaw/contracts/documents/get-document';
import { defineRoute } from '../../platform/http/define-route.ts';
import { DOCUMENT_STAFF } from './access.ts';
import { documentDetail } from './document-queries.ts';

export const getDocument = defineRoute({
  endpoint: getDocumentEndpoint,
  access: DOCUMENT_STAFF,
  async handler({ params, db, user }) {
    return documentDetail(db, user, params.id);
  },
});
