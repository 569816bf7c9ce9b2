import { endpoint, idParam } from '../../http.ts';
import { receiptRecipientFields, receiptRecipientSchema } from './receipt-recipient.ts';

export const createReceiptRecipientEndpoint = endpoint({
  method: 'POST',
  path: '/api/v2/isd/warehouse/stock-documents/{id}/recipients',
  summary:
    "Hands a posted receiving report's item to its recipient, who signs on screen; never more than the line received.",
  params: idParam,
  body: receiptRecipientFields,
  response: receiptRecipientSchema,
});
