import { z } from 'zod';
import { approvalSummarySchema } from '../../approvals/requests/approval-request.ts';
import { requiredText } from '../../validation.ts';
import { CANCELLATION_STATUSES } from '../enums.ts';

export const cancellationSchema = z.object({
  id: z.number().int(),
  billId: z.number().int(),
  billNo: z.string(),
  accountNo: z.string(),
  consumerName: z.string(),
  period: z.string(),
  amount: z.string(),
  status: z.enum(CANCELLATION_STATUSES),
  reason: z.string(),
  requestedById: z.number().int(),
  requestedBy: z.string(),
  requestedAt: z.string(),
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
  decisionRemarks: z.string().nullable(),
  /** The request's approval: current step and whether the signed-in user may decide or withdraw. */
  approval: approvalSummarySchema.nullable(),
});

export type Cancellation = z.infer<typeof cancellationSchema>;

export const cancellationDecisionSchema = z.object({
  remarks: requiredText(2, 500),
});
