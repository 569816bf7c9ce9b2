import { z } from 'zod';
import { endpoint, idParam } from '../../http.ts';
import { optionalText } from '../../validation.ts';
import { approvalDetailSchema } from './approval-request.ts';

export const withdrawApprovalEndpoint = endpoint({
  method: 'POST',
  path: '/api/v2/approvals/requests/{id}/withdrawal',
  summary: 'Withdraw a pending request (its requester, or the employee it is about).',
  params: idParam,
  body: z.object({
    reason: optionalText(500),
  }),
  response: approvalDetailSchema,
});
