import { endpoint, idParam } from '../../http.ts';
import { approvalDetailSchema } from './approval-request.ts';

export const getApprovalRequestEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/approvals/requests/{id}',
  summary: 'An approval request: its chain with the current step, its history, and what the caller may do.',
  params: idParam,
  response: approvalDetailSchema,
});
