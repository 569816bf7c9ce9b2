import { z } from 'zod';
import { branchCode, id } from '../../primitives.ts';
import { consumerClassSchema } from '../common.ts';

export const summaryQuery = z.object({
  billMonthId: id(),
  branchCode: branchCode().optional(),
  routeId: id().optional(),
  consumerClass: consumerClassSchema.optional(),
  groupBy: z.enum(['branch', 'route', 'class']).default('class'),
});

export const billingSummaryRowSchema = z.object({
  group: z.string(),
  bills: z.number().int(),
  kwh: z.string(),
  charges: z.string(),
  discounts: z.string(),
  vat: z.string(),
  total: z.string(),
});

export const kwhSummaryRowSchema = z.object({
  group: z.string(),
  bills: z.number().int(),
  zeroConsumption: z.number().int(),
  kwh: z.string(),
  averageKwh: z.string(),
});

export const totalBilledRowSchema = z.object({
  billMonthId: z.number().int(),
  period: z.string(),
  status: z.string(),
  bills: z.number().int(),
  kwh: z.string(),
  total: z.string(),
});
