import { endpoint, idParam } from '../../http.ts';
import { returnMemorandumFields, memorandumReceiptSchema } from './memorandum-receipt.ts';

export const returnMemorandumReceiptEndpoint = endpoint({
  method: 'POST',
  path: '/api/v2/isd/warehouse/memorandum-receipts/{id}/return',
  summary: 'Ends an active receipt (the equipment came back to the warehouse).',
  params: idParam,
  body: returnMemorandumFields,
  response: memorandumReceiptSchema,
});
