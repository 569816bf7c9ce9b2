import { z } from 'zod';
import { endpoint } from '../../http.ts';
import { computeScopeSchema } from './bill.ts';

export const startBulkComputeEndpoint = endpoint({
  method: 'POST',
  path: '/api/v2/billing/bills/compute-jobs',
  summary:
    'Start bulk computation (route, branch or the whole cooperative) as a background job; follow it at /api/v2/jobs/{id}.',
  body: computeScopeSchema,
  response: z.object({ jobId: z.string() }),
});
