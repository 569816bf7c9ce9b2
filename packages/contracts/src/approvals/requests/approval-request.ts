// Approval requests (decision 014): statuses, the engine's refusals word for word, what list
// screens show beside a row, a request's detail and history, and the signatures prints show.
import { z } from 'zod';
import { id } from '../../primitives.ts';
import { optionalText } from '../../validation.ts';
import { documentTypeCode } from '../document-types/document-type.ts';

export const APPROVAL_STATUSES = ['Pending', 'Approved', 'Rejected', 'Withdrawn'] as const;

export const approvalStatusSchema = z.enum(APPROVAL_STATUSES);

export type ApprovalStatus = z.infer<typeof approvalStatusSchema>;

export const APPROVAL_ACTIONS = ['Submitted', 'Approved', 'Rejected', 'Withdrawn'] as const;

/** Separation of duties: the engine's refusals, word for word (tests and screens use them). */
export const OWN_REQUEST = {
  approve: 'You cannot approve your own request.',
  reject: 'You cannot reject your own request.',
} as const;

export const OWN_RECORD_DECISION = {
  approve: 'You cannot approve a request about your own record.',
  reject: 'You cannot reject a request about your own record.',
} as const;

/** Editing, recording or importing one's own employee data (salary, history, DTR, leave). */
export const OWN_RECORD_CHANGE = 'You cannot change your own record.';

export const ALREADY_SIGNED = 'You have already signed this request; another signatory decides the next step.';

/** A document's latest approval request in a line: what list screens show beside each row. */
export const approvalSummarySchema = z.object({
  requestId: z.number().int(),
  status: approvalStatusSchema,
  /** The step waiting (1-based), null once closed. */
  currentStep: z.number().int().nullable(),
  stepCount: z.number().int(),
  /** Signatory type of the current step, e.g. 'Approver'. */
  currentSignatory: z.string().nullable(),
  requestedById: z.number().int(),
  requestedBy: z.string(),
  /** The signed-in user may approve or reject now. */
  canDecide: z.boolean(),
  /** The signed-in user may withdraw it (requester or the employee it is about, while pending). */
  canWithdraw: z.boolean(),
});

export type ApprovalSummary = z.infer<typeof approvalSummarySchema>;

export const approvalStepViewSchema = z.object({
  seq: z.number().int(),
  signatoryType: z.string(),
  /** Who may sign, in words ('BillCancellationApprover', 'DepartmentDtrMonitoring of the department', 'Juan Cruz'). */
  signers: z.array(z.string()),
  allMustSign: z.boolean(),
  state: z.enum(['Done', 'Current', 'Waiting', 'Rejected', 'Skipped']),
});

export const approvalHistoryEntrySchema = z.object({
  action: z.enum(APPROVAL_ACTIONS),
  step: z.number().int().nullable(),
  signatoryType: z.string().nullable(),
  byId: z.number().int(),
  by: z.string(),
  at: z.string(),
  remarks: z.string().nullable(),
});

export type ApprovalHistoryEntry = z.infer<typeof approvalHistoryEntrySchema>;

export const approvalDetailSchema = approvalSummarySchema.extend({
  documentType: z.string(),
  documentTypeName: z.string(),
  documentId: z.number().int(),
  summary: z.string(),
  link: z.string(),
  requestedAt: z.string(),
  closedAt: z.string().nullable(),
  steps: z.array(approvalStepViewSchema),
  history: z.array(approvalHistoryEntrySchema),
});

export type ApprovalDetail = z.infer<typeof approvalDetailSchema>;

/** A signature printed on a document: who signed, under which title, when. */
export const signatorySchema = z.object({
  step: z.number().int().nullable(),
  signatoryType: z.string(),
  name: z.string(),
  decision: z.enum(APPROVAL_ACTIONS),
  at: z.string(),
  remarks: z.string().nullable(),
});

export type Signatory = z.infer<typeof signatorySchema>;

export const documentParams = z.object({
  documentType: documentTypeCode,
  documentId: id(),
});

export const decisionBodySchema = z.object({
  approve: z.boolean(),
  remarks: optionalText(500),
});

export const waitingApprovalSchema = z.object({
  requestId: z.number().int(),
  documentType: z.string(),
  documentTypeName: z.string(),
  documentId: z.number().int(),
  summary: z.string(),
  requestedBy: z.string(),
  requestedAt: z.string(),
  currentStep: z.number().int(),
  currentSignatory: z.string(),
  link: z.string(),
});

export type WaitingApproval = z.infer<typeof waitingApprovalSchema>;
