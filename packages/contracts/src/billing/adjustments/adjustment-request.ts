import { z } from 'zod';
import { approvalSummarySchema } from '../../approvals/requests/approval-request.ts';
import { requiredText } from '../../validation.ts';
import { billLineSchema } from '../bills/bill.ts';
import { optionalDecimal } from '../common.ts';
import { ADJUSTMENT_STATUSES } from '../enums.ts';

export const adjustmentBodySchema = z.object({
  previousReading: optionalDecimal,
  presentReading: optionalDecimal,
  remark: z.number().int().min(0).max(11).nullable().default(null),
  newMeterInitial: optionalDecimal,
  oldMeterFinal: optionalDecimal,
  demandKw: optionalDecimal,
  reason: requiredText(5, 500),
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

export const adjustmentDecisionSchema = z.object({
  remarks: requiredText(2, 500),
});
