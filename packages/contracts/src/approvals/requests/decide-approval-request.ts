import { endpoint, idParam } from '../../http.ts';
import { approvalDetailSchema, decisionBodySchema } from './approval-request.ts';

export const decideApprovalEndpoint = endpoint({
  method: 'POST',
  path: '/api/v2/approvals/requests/{id}/decision',
  summary:
    'Approve or reject the current step. Refused to the requester, to the employee the document is about and to anyone not a signatory of the step; a step is decided once.',
  params: idParam,
  body: decisionBodySchema,
  response: approvalDetailSchema,
});
