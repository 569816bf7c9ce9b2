import { z } from 'zod';
import { endpoint } from '../../http.ts';
import { importBatchSchema } from './import-batch.ts';

export const listGoLiveBatchesEndpoint = endpoint({
  method: 'GET',
  path: '/api/admin/GoLive/Batches',
  summary: 'The go-live import batches, newest first, with their reconciliation.',
  response: z.object({ data: z.array(importBatchSchema) }),
});
