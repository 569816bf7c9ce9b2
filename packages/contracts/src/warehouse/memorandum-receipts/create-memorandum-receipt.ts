import { endpoint } from '../../http.ts';
import { memorandumReceiptFields, memorandumReceiptSchema } from './memorandum-receipt.ts';

export const createMemorandumReceiptEndpoint = endpoint({
  method: 'POST',
  path: '/api/v2/isd/warehouse/memorandum-receipts',
  summary: 'Issues equipment to an employee on a memorandum receipt with its control number.',
  body: memorandumReceiptFields,
  response: memorandumReceiptSchema,
});
