import { z } from 'zod';
import { approvalSummarySchema } from '../../approvals/requests/approval-request.ts';
import { CANCELLATION_STATUSES } from '../common.ts';

export const paymentCancellationSchema = z.object({
  id: z.number().int(),
  paymentId: z.number().int(),
  orNumber: z.number().int(),
  paymentDate: z.string(),
  accountNo: z.string().nullable(),
  payerName: z.string(),
  tellerName: z.string(),
  amount: z.string(),
  reason: z.string(),
  status: z.enum(CANCELLATION_STATUSES),
  requestedBy: z.string(),
  requestedAt: z.string(),
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
  decisionRemarks: z.string().nullable(),
  approval: approvalSummarySchema.nullable(),
});
export type PaymentCancellation = z.infer<typeof paymentCancellationSchema>;
