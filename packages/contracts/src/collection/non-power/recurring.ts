// Recurring non-power bills (decision 057): a schedule bills a consumer the same amount each bill
// month for a number of months (e.g. new-connection installments), generated per bill month once.
import { z } from 'zod';
import { endpoint } from '../../http.ts';
import { id, integer } from '../../primitives.ts';
import { optionalText } from '../../validation.ts';
import { positivePesoAmount } from '../common.ts';

const billMonth = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Enter the bill month as YYYY-MM.');

export const nonPowerScheduleFields = z.object({
  typeId: id(),
  consumerId: id(),
  description: optionalText(200),
  amount: positivePesoAmount,
  firstPeriod: billMonth,
  months: integer(1, 120),
});
export type NonPowerScheduleFields = z.input<typeof nonPowerScheduleFields>;

export const nonPowerScheduleSchema = z.object({
  id: z.number().int(),
  typeId: z.number().int(),
  typeName: z.string(),
  consumerId: z.number().int(),
  accountNo: z.string(),
  payerName: z.string(),
  description: z.string().nullable(),
  amount: z.string(),
  firstPeriod: z.string(),
  months: z.number().int(),
  /** Bills generated so far (at most `months`). */
  generated: z.number().int(),
});
export type NonPowerSchedule = z.infer<typeof nonPowerScheduleSchema>;

export const createNonPowerScheduleEndpoint = endpoint({
  method: 'POST',
  path: '/api/v2/fsd/billing/non-power-bill-schedules',
  summary: 'Starts a recurring non-power bill: the same amount billed to a consumer each bill month for some months.',
  body: nonPowerScheduleFields,
  response: nonPowerScheduleSchema,
});

export const listNonPowerSchedulesEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/fsd/billing/non-power-bill-schedules',
  summary: 'Recurring non-power bills with how many months have been billed.',
  response: z.array(nonPowerScheduleSchema),
});

export const generateRecurringBillsEndpoint = endpoint({
  method: 'POST',
  path: '/api/v2/fsd/billing/non-power-bill-schedules/generate',
  summary: "Bills every recurring schedule's installment of a bill month (once: a month already billed is skipped).",
  body: z.object({ period: billMonth }),
  response: z.object({ period: z.string(), generated: z.number().int() }),
});
