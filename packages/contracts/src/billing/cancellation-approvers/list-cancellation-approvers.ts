import { z } from 'zod';
import { endpoint } from '../../http.ts';
import { cancellationApproverSchema } from './cancellation-approver.ts';

export const listCancellationApproversEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/billing/cancellation-approvers',
  summary: 'Users configured to approve bill cancellations.',
  response: z.array(cancellationApproverSchema),
});
