import { endpoint, idParam } from '../../http.ts';
import { importBatchSchema } from './import-batch.ts';

export const undoGoLiveBatchEndpoint = endpoint({
  method: 'POST',
  path: '/api/admin/GoLive/Batches/{id}/Undo',
  summary:
    'Undo a go-live import batch as a whole: its consumers, readings and employees are removed, its opening bills cancelled and its advance balances reversed (with their ledger entries). 409 when something depends on it (a bill, reading, payment or record made on it since).',
  params: idParam,
  response: importBatchSchema,
});
