import { z } from 'zod';
import { endpoint, idParam } from '../../http.ts';
import { requiredText } from '../../validation.ts';
import { cancellationSchema } from './cancellation.ts';

export const requestCancellationEndpoint = endpoint({
  method: 'POST',
  path: '/api/v2/billing/bills/{id}/cancellation-requests',
  summary: 'Ask for a posted bill to be cancelled (an approver decides).',
  params: idParam,
  body: z.object({ reason: requiredText(5, 500) }),
  response: cancellationSchema,
});
