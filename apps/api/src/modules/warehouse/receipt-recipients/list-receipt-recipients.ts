import { listReceiptRecipientsEndpoint } from '@ilaw/contracts/warehouse/receipt-recipients/list-receipt-recipients';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { WAREHOUSE_READERS } from '../access.ts';
import { loadDocument } from '../stock-documents/stock-document-queries.ts';
import { recipientsOf } from './recipient-queries.ts';

export const listReceiptRecipients = defineRoute({
  endpoint: listReceiptRecipientsEndpoint,
  access: anyRole(...WAREHOUSE_READERS),
  async handler({ params, db, user }) {
    await loadDocument(db, user, params.id);
    return recipientsOf(db, params.id);
  },
});
