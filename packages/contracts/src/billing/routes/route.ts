import { z } from 'zod';
import { branchCode, id } from '../../primitives.ts';
import { requiredText } from '../../validation.ts';

export const billingRouteSchema = z.object({
  id: z.number().int(),
  branchCode: z.number().int(),
  code: z.string(),
  name: z.string(),
  meterReaderId: z.number().int().nullable(),
  meterReaderName: z.string().nullable(),
  readingDay: z.number().int(),
  isActive: z.boolean(),
  consumerCount: z.number().int(),
});

export type BillingRoute = z.infer<typeof billingRouteSchema>;

export const billingRouteFields = z.object({
  branchCode: branchCode(),
  code: requiredText(1, 20),
  name: requiredText(2, 100),
  meterReaderId: id().nullable().default(null),
  readingDay: z
    .number()
    .int()
    .min(1, 'Number should be between 1 and 28')
    .max(28, 'Number should be between 1 and 28')
    .default(1),
  isActive: z.boolean().default(true),
});
