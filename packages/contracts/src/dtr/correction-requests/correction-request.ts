// An employee's request to correct the punches of one day, decided through the approval engine.
import { z } from 'zod';
import { approvalSummarySchema } from '../../approvals/requests/approval-request.ts';

/** Approval (SPEC.md section 3) of correction requests and leave applications. */
export const APPROVAL = {
  Pending: { value: 0, label: 'Pending' },
  Approved: { value: 1, label: 'Approved' },
  Disapproved: { value: 2, label: 'Disapproved' },
} as const;

/** A correction request its employee took back (beside SPEC.md's Approval values). */
export const CORRECTION_WITHDRAWN = { value: 3, label: 'Withdrawn' } as const;

/** A correction request's status, by name. */
export const CORRECTION_STATUS = { ...APPROVAL, Withdrawn: CORRECTION_WITHDRAWN } as const;

export const correctionRequestSchema = z.object({
  id: z.number().int(),
  employeeId: z.number().int(),
  fullName: z.string(),
  recordDate: z.string(),
  amIn: z.string().nullable(),
  amOut: z.string().nullable(),
  pmIn: z.string().nullable(),
  pmOut: z.string().nullable(),
  reason: z.string(),
  status: z.number().int(),
  requestedAt: z.string(),
  decidedAt: z.string().nullable(),
  decisionRemarks: z.string().nullable(),
  /** The request's approval: current step and whether the signed-in user may decide or withdraw. */
  approval: approvalSummarySchema.nullable(),
});

export type CorrectionRequest = z.infer<typeof correctionRequestSchema>;
