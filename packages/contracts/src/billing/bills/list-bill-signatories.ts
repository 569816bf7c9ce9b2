import { z } from 'zod';
import { signatorySchema } from '../../approvals/requests/approval-request.ts';
import { endpoint, idParam } from '../../http.ts';

/** The approvals a bill went through (its cancellation, or the adjustment that replaced or made it). */
export const billApprovalSchema = z.object({
  documentType: z.string(),
  documentId: z.number().int(),
  /** 'Cancellation' or 'Adjustment', as the print titles it. */
  title: z.string(),
  signatories: z.array(signatorySchema),
});

export type BillApproval = z.infer<typeof billApprovalSchema>;

export const billSignatoriesEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/billing/bills/{id}/signatories',
  summary: 'Who asked for and who approved the cancellation or adjustment of a bill, for its print.',
  params: idParam,
  response: z.array(billApprovalSchema),
});
