import { endpoint, idParam } from '../../http.ts';
import { transferMemorandumFields, memorandumReceiptSchema } from './memorandum-receipt.ts';

export const transferMemorandumReceiptEndpoint = endpoint({
  method: 'POST',
  path: '/api/v2/isd/warehouse/memorandum-receipts/{id}/transfer',
  summary:
    "Transfers an active receipt's equipment to another employee (the receipt ends, a new one names it); answers the new receipt.",
  params: idParam,
  body: transferMemorandumFields,
  response: memorandumReceiptSchema,
});
