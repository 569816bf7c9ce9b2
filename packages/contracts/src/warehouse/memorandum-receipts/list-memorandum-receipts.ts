import { endpoint, pagedOf } from '../../http.ts';
import { listMemorandumReceiptsQuery, memorandumReceiptSchema } from './memorandum-receipt.ts';

export const listMemorandumReceiptsEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/isd/warehouse/memorandum-receipts',
  summary:
    'Memorandum receipts by employee, item, status or text, newest first; printable by description, item and name.',
  query: listMemorandumReceiptsQuery,
  response: pagedOf(memorandumReceiptSchema),
});
