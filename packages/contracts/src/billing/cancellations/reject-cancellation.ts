import { endpoint, idParam } from '../../http.ts';
import { cancellationSchema, cancellationDecisionSchema } from './cancellation.ts';

export const rejectCancellationEndpoint = endpoint({
  method: 'POST',
  path: '/api/v2/billing/cancellation-requests/{id}/reject',
  summary: 'Reject a cancellation request; the bill stands.',
  params: idParam,
  body: cancellationDecisionSchema,
  response: cancellationSchema,
});
