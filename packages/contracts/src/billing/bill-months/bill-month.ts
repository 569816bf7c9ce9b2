import { z } from 'zod';
import { isoDate } from '../../http.ts';
import { nonNegativeDecimal, periodSchema } from '../common.ts';
import { BILL_MONTH_STATUSES } from '../enums.ts';

export const lifelineTierSchema = z.object({
  minKwh: nonNegativeDecimal,
  maxKwh: nonNegativeDecimal,
  discountPercent: nonNegativeDecimal.refine((v) => Number(v) <= 100, {
    message: 'Number should be between 0 and 100',
  }),
});

export const billMonthSchema = z.object({
  id: z.number().int(),
  period: z.string(),
  readingDate: z.string(),
  dueDate: z.string(),
  status: z.enum(BILL_MONTH_STATUSES),
  vatPercent: z.string(),
  seniorDiscountPercent: z.string(),
  seniorMaxKwh: z.string(),
  lifelineTiers: z.array(z.object({ minKwh: z.string(), maxKwh: z.string(), discountPercent: z.string() })),
  closedAt: z.string().nullable(),
  billCount: z.number().int(),
  readingCount: z.number().int(),
});

export type BillMonth = z.infer<typeof billMonthSchema>;

export const billMonthFields = z.object({
  period: periodSchema,
  readingDate: isoDate,
  /** Omitted: reading date + 9 days (docs/decisions/043). */
  dueDate: isoDate.optional(),
  vatPercent: nonNegativeDecimal.default('12'),
  seniorDiscountPercent: nonNegativeDecimal.default('5'),
  seniorMaxKwh: nonNegativeDecimal.default('100'),
  /** Omitted: 0-15 100%, 16-25 50%, 26-35 35%, 36-50 20% (docs/decisions/042). */
  lifelineTiers: z.array(lifelineTierSchema).max(20).optional(),
});
