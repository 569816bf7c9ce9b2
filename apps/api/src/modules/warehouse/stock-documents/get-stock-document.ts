import { getStockDocumentEndpoint } from '@ilaw/contracts/warehouse/stock-documents/get-stock-document';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { WAREHOUSE_READERS } from '../access.ts';
import { loadDocument } from './stock-document-queries.ts';

export const getStockDocument = defineRoute({
  endpoint: getStockDocumentEndpoint,
  access: anyRole(...WAREHOUSE_READERS),
  async handler({ params, db, user }) {
    return loadDocument(db, user, params.id);
  },
});
