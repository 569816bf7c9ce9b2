import { endpoint, idParam } from '../../http.ts';
import { cancellationSchema, cancellationDecisionSchema } from './cancellation.ts';

export const approveCancellationEndpoint = endpoint({
  method: 'POST',
  path: '/api/v2/billing/cancellation-requests/{id}/approve',
  summary: 'Approve a cancellation: the bill is cancelled and the ledger credited.',
  params: idParam,
  body: cancellationDecisionSchema,
  response: cancellationSchema,
});
