import { endpoint, idParam } from '../../http.ts';

export const removeCancellationApproverEndpoint = endpoint({
  method: 'DELETE',
  path: '/api/v2/billing/cancellation-approvers/{id}',
  summary: 'Remove a bill cancellation approver (id is the user id).',
  params: idParam,
});
