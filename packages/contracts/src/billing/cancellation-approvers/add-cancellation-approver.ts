import { z } from 'zod';
import { endpoint } from '../../http.ts';
import { id } from '../../primitives.ts';
import { cancellationApproverSchema } from './cancellation-approver.ts';

export const addCancellationApproverEndpoint = endpoint({
  method: 'POST',
  path: '/api/v2/billing/cancellation-approvers',
  summary: 'Configure a user (holding BillCancellationApprover) as a bill cancellation approver.',
  body: z.object({ userId: id() }),
  response: cancellationApproverSchema,
});
