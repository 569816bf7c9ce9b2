import { z } from 'zod';
import { endpoint, idParam, isoDate } from '../http.ts';
import { cleanString, requiredText } from '../validation.ts';
import { id } from '../primitives.ts';
import { consumerClassSchema, decimalString, nonNegativeDecimal, periodSchema } from './common.ts';
import { BILL_MONTH_STATUSES, RATE_UNITS } from './enums.ts';

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
export const listBillMonthsEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/billing/bill-months',
  summary: 'Bill months, newest first, with reading and due dates, status and configuration.',
  response: z.array(billMonthSchema),
});
export const createBillMonthEndpoint = endpoint({
  method: 'POST',
  path: '/api/v2/billing/bill-months',
  summary: 'Open a bill month.',
  body: billMonthFields,
  response: billMonthSchema,
});
export const updateBillMonthEndpoint = endpoint({
  method: 'PUT',
  path: '/api/v2/billing/bill-months/{id}',
  summary: 'Change an open bill month’s dates and discount configuration.',
  params: idParam,
  body: billMonthFields,
  response: billMonthSchema,
});
export const closeBillMonthEndpoint = endpoint({
  method: 'POST',
  path: '/api/v2/billing/bill-months/{id}/close',
  summary: 'Close a bill month: it takes no more readings, rates or computation.',
  params: idParam,
  response: billMonthSchema,
});

export const rateComponentSchema = z.object({
  code: requiredText(1, 30).pipe(z.string().regex(/^[A-Z0-9_]+$/, 'Use capital letters, digits and underscores.')),
  name: requiredText(2, 100),
  unit: z.enum(RATE_UNITS),
  rate: decimalString,
  vatable: z.boolean(),
  discountable: z.boolean(),
  lifelineSubsidy: z.boolean().default(false),
});
export const rateHeaderSchema = z.object({
  id: z.number().int(),
  billMonthId: z.number().int(),
  period: z.string(),
  consumerClass: consumerClassSchema,
  remarks: z.string().nullable(),
  components: z.array(
    z.object({
      code: z.string(),
      name: z.string(),
      unit: z.enum(RATE_UNITS),
      rate: z.string(),
      vatable: z.boolean(),
      discountable: z.boolean(),
      lifelineSubsidy: z.boolean(),
    }),
  ),
  updatedAt: z.string(),
});
export type RateHeader = z.infer<typeof rateHeaderSchema>;

export const listRateHeadersEndpoint = endpoint({
  method: 'GET',
  path: '/api/fsd/billing/RateMonthlyHeader',
  summary: 'The rates of a bill month per consumer class, unbundled into components.',
  query: z.object({ billMonthId: id().optional(), consumerClass: consumerClassSchema.optional() }),
  response: z.array(rateHeaderSchema),
});
export const saveRatesEndpoint = endpoint({
  method: 'PUT',
  path: '/api/v2/billing/rates',
  summary: 'Set the rates of one bill month and consumer class (replaces its components).',
  body: z.object({
    billMonthId: id(),
    consumerClass: consumerClassSchema,
    remarks: cleanString().trim().max(255).nullable().default(null),
    components: z.array(rateComponentSchema).min(1, 'Add at least one rate component.').max(60),
  }),
  response: rateHeaderSchema,
});
