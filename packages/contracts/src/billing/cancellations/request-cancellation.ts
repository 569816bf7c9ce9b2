import { z } from 'zod';
import { endpoint, idParam } from '../../http.ts';
import { cleanString } from '../../validation.ts';
import { cancellationSchema } from './cancellation.ts';

export const requestCancellationEndpoint = endpoint({
  method: 'POST',
  path: '/api/v2/billing/bills/{id}/cancellation-requests',
  summary: 'Ask for a posted bill to be cancelled (an approver decides).',
  params: idParam,
  body: z.object({ reason: cleanString().trim().min(5, 'Give the reason (at least 5 characters).').max(500) }),
  response: cancellationSchema,
});
