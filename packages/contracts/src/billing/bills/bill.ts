import { z } from 'zod';
import { branchCode, id } from '../../primitives.ts';
import { consumerClassSchema } from '../common.ts';
import { BILL_KINDS, BILL_STATUSES, RATE_UNITS } from '../enums.ts';

export const billLineSchema = z.object({
  seq: z.number().int(),
  code: z.string(),
  description: z.string(),
  kind: z.enum(['charge', 'discount', 'vat']),
  quantity: z.string().nullable(),
  rate: z.string().nullable(),
  /** What the rate is per ('percent': the rate is a percentage); null on lines posted before it was kept. */
  unit: z.enum(RATE_UNITS).nullable(),
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
  kind: z.enum(BILL_KINDS),
  status: z.enum(BILL_STATUSES),
  computedAt: z.string(),
});
export type BillSummary = z.infer<typeof billSummarySchema>;

export const billSchema = billSummarySchema.extend({
  address: z.string(),
  meterSerial: z.string().nullable(),
  demandKw: z.string().nullable(),
  lines: z.array(billLineSchema),
});

export type Bill = z.infer<typeof billSchema>;

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
