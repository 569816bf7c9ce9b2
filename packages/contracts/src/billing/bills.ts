import { z } from 'zod';
import { endpoint, idParam, pagedOf, pagingQuery } from '../http.ts';
import { consumerClassSchema, optionalDecimal } from './common.ts';
import { approvalSummarySchema, signatorySchema } from '../approvals/requests/approval-request.ts';
import { branchCode, id, searchText } from '../primitives.ts';
import { cleanString } from '../validation.ts';
import { ADJUSTMENT_STATUSES, BILL_STATUSES, CANCELLATION_STATUSES, LEDGER_KINDS } from './enums.ts';

export const billLineSchema = z.object({
  seq: z.number().int(),
  code: z.string(),
  description: z.string(),
  kind: z.enum(['charge', 'discount', 'vat']),
  quantity: z.string().nullable(),
  rate: z.string().nullable(),
  amount: z.string(),
});
export const billSummarySchema = z.object({
  id: z.number().int(),
  billNo: z.string(),
  accountNo: z.string(),
  consumerName: z.string(),
  period: z.string(),
  branchCode: z.number().int(),
  routeCode: z.string().nullable(),
  consumerClass: consumerClassSchema,
  previousReading: z.string(),
  presentReading: z.string(),
  multiplier: z.string(),
  kwh: z.string(),
  totalAmount: z.string(),
  dueDate: z.string(),
  kind: z.enum(['Regular', 'Corrected']),
  status: z.enum(BILL_STATUSES),
  computedAt: z.string(),
});
export const billSchema = billSummarySchema.extend({
  address: z.string(),
  meterSerial: z.string().nullable(),
  demandKw: z.string().nullable(),
  lines: z.array(billLineSchema),
});
export type Bill = z.infer<typeof billSchema>;

export const listBillsEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/billing/bills',
  summary: 'Paged bills of a bill month, branch, route or consumer.',
  query: pagingQuery.extend({
    billMonthId: id().optional(),
    branchCode: branchCode().optional(),
    routeId: id().optional(),
    accountNo: searchText(30).optional(),
    status: z.enum(BILL_STATUSES).optional(),
  }),
  response: pagedOf(billSummarySchema),
});
export const getBillEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/billing/bills/{id}',
  summary: 'One bill with every line (printable bill).',
  params: idParam,
  response: billSchema,
});

export const computeScopeSchema = z.object({
  billMonthId: id(),
  routeId: id().optional(),
  branchCode: branchCode().optional(),
  /** Test mode: compute and compare, post nothing. */
  testMode: z.boolean().default(false),
});
export const computeResultSchema = z.object({
  testMode: z.boolean(),
  considered: z.number().int(),
  posted: z.number().int(),
  alreadyBilled: z.number().int(),
  withoutReading: z.number().int(),
  withoutRates: z.number().int(),
  failed: z.array(z.object({ accountNo: z.string(), reason: z.string() })),
  totalKwh: z.string(),
  totalAmount: z.string(),
  byClass: z.array(
    z.object({ consumerClass: z.string(), bills: z.number().int(), kwh: z.string(), amount: z.string() }),
  ),
  /** Test mode: consumers whose posted bill differs from the new computation. */
  differences: z.array(
    z.object({ accountNo: z.string(), postedAmount: z.string(), computedAmount: z.string(), difference: z.string() }),
  ),
});
export type ComputeResult = z.infer<typeof computeResultSchema>;

export const computeBillEndpoint = endpoint({
  method: 'POST',
  path: '/api/v2/billing/bills/compute',
  summary: 'Compute one consumer’s bill for a bill month (test mode posts nothing). Answers the bill.',
  body: z.object({
    billMonthId: id(),
    accountNo: cleanString().trim().min(1).max(30),
    testMode: z.boolean().default(false),
  }),
  response: z.object({
    result: computeResultSchema,
    bill: billSchema.nullable(),
    preview: z.object({ kwh: z.string(), total: z.string(), lines: z.array(billLineSchema) }).nullable(),
  }),
});
export const startBulkComputeEndpoint = endpoint({
  method: 'POST',
  path: '/api/v2/billing/bills/compute-jobs',
  summary:
    'Start bulk computation (route, branch or the whole cooperative) as a background job; follow it at /api/v2/jobs/{id}.',
  body: computeScopeSchema,
  response: z.object({ jobId: z.string() }),
});

export const ledgerEntrySchema = z.object({
  id: z.number().int(),
  entryDate: z.string(),
  period: z.string().nullable(),
  kind: z.enum(LEDGER_KINDS),
  reference: z.string(),
  billId: z.number().int().nullable(),
  debit: z.string(),
  credit: z.string(),
  balance: z.string(),
  reason: z.string().nullable(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
});
export const ledgerEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/billing/ledger/{accountNo}',
  summary: 'The consumer ledger: bills, adjustments, cancellations and payments with a running balance.',
  params: z.object({ accountNo: cleanString().trim().min(1).max(30) }),
  response: z.object({
    accountNo: z.string(),
    name: z.string(),
    balance: z.string(),
    entries: z.array(ledgerEntrySchema),
  }),
});

export const adjustmentBodySchema = z.object({
  previousReading: optionalDecimal,
  presentReading: optionalDecimal,
  remark: z.number().int().min(0).max(11).nullable().default(null),
  newMeterInitial: optionalDecimal,
  oldMeterFinal: optionalDecimal,
  demandKw: optionalDecimal,
  reason: cleanString().trim().min(5, 'Give the reason (at least 5 characters).').max(500),
});

/** A requested adjustment: the corrected reading, the bill it gives at the month's rates, and its approval. */
export const adjustmentRequestSchema = z.object({
  id: z.number().int(),
  billId: z.number().int(),
  billNo: z.string(),
  accountNo: z.string(),
  consumerName: z.string(),
  period: z.string(),
  status: z.enum(ADJUSTMENT_STATUSES),
  reason: z.string(),
  /** The posted bill as it stands. */
  originalReading: z.object({ previous: z.string(), present: z.string(), kwh: z.string(), total: z.string() }),
  /** The corrected bill, computed at the month's rates (posted only on approval). */
  proposed: z.object({
    previousReading: z.string(),
    presentReading: z.string(),
    remark: z.number().int().nullable(),
    demandKw: z.string().nullable(),
    kwh: z.string(),
    total: z.string(),
    lines: z.array(billLineSchema),
  }),
  /** Corrected minus original total (negative: the consumer owes less). */
  difference: z.string(),
  requestedById: z.number().int(),
  requestedBy: z.string(),
  requestedAt: z.string(),
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
  decisionRemarks: z.string().nullable(),
  correctedBillId: z.number().int().nullable(),
  correctedBillNo: z.string().nullable(),
  approval: approvalSummarySchema.nullable(),
});
export type AdjustmentRequest = z.infer<typeof adjustmentRequestSchema>;

export const adjustBillEndpoint = endpoint({
  method: 'POST',
  path: '/api/v2/billing/bills/{id}/adjustments',
  summary:
    'Ask for a posted bill to be adjusted: the corrected reading is recomputed at the month’s rates and waits for an approver; only on approval are the reversal and the corrected bill posted.',
  params: idParam,
  body: adjustmentBodySchema,
  response: adjustmentRequestSchema,
});
export const listAdjustmentRequestsEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/billing/adjustment-requests',
  summary: 'Bill adjustment requests, newest first.',
  query: pagingQuery.extend({
    status: z.enum(ADJUSTMENT_STATUSES).optional(),
    accountNo: searchText(30).optional(),
  }),
  response: pagedOf(adjustmentRequestSchema),
});
export const getAdjustmentRequestEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/billing/adjustment-requests/{id}',
  summary: 'One bill adjustment request with the proposed bill’s lines.',
  params: idParam,
  response: adjustmentRequestSchema,
});
const adjustmentDecision = z.object({ remarks: cleanString().trim().min(2, 'Give the remarks.').max(500) });
export const approveAdjustmentEndpoint = endpoint({
  method: 'POST',
  path: '/api/v2/billing/adjustment-requests/{id}/approve',
  summary:
    'Approve an adjustment: the original bill is reversed on the ledger and the corrected bill posted. Never the requester.',
  params: idParam,
  body: adjustmentDecision,
  response: adjustmentRequestSchema,
});
export const rejectAdjustmentEndpoint = endpoint({
  method: 'POST',
  path: '/api/v2/billing/adjustment-requests/{id}/reject',
  summary: 'Reject an adjustment request; the bill stands.',
  params: idParam,
  body: adjustmentDecision,
  response: adjustmentRequestSchema,
});

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
export const requestCancellationEndpoint = endpoint({
  method: 'POST',
  path: '/api/v2/billing/bills/{id}/cancellation-requests',
  summary: 'Ask for a posted bill to be cancelled (an approver decides).',
  params: idParam,
  body: z.object({ reason: cleanString().trim().min(5, 'Give the reason (at least 5 characters).').max(500) }),
  response: cancellationSchema,
});
export const listCancellationsEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/billing/cancellation-requests',
  summary: 'Bill cancellation requests.',
  query: pagingQuery.extend({ status: z.enum(CANCELLATION_STATUSES).optional() }),
  response: pagedOf(cancellationSchema),
});
const decision = z.object({ remarks: cleanString().trim().min(2, 'Give the remarks.').max(500) });
export const approveCancellationEndpoint = endpoint({
  method: 'POST',
  path: '/api/v2/billing/cancellation-requests/{id}/approve',
  summary: 'Approve a cancellation: the bill is cancelled and the ledger credited.',
  params: idParam,
  body: decision,
  response: cancellationSchema,
});
export const rejectCancellationEndpoint = endpoint({
  method: 'POST',
  path: '/api/v2/billing/cancellation-requests/{id}/reject',
  summary: 'Reject a cancellation request; the bill stands.',
  params: idParam,
  body: decision,
  response: cancellationSchema,
});

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
