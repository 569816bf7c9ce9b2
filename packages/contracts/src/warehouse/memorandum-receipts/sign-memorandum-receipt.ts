import { endpoint, idParam } from '../../http.ts';
import { signMemorandumFields, memorandumReceiptSchema } from './memorandum-receipt.ts';

export const signMemorandumReceiptEndpoint = endpoint({
  method: 'POST',
  path: '/api/v2/isd/warehouse/memorandum-receipts/{id}/signature',
  summary: 'The employee signs the receipt on screen; the signature is kept with it, once.',
  params: idParam,
  body: signMemorandumFields,
  response: memorandumReceiptSchema,
});
