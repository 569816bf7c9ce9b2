// Recurring non-power bills (decision 057): a schedule bills a consumer the same amount each bill
// month for a number of months (e.g. new-connection installments), generated per bill month once.
import { z } from 'zod';
import { id, integer } from '../../primitives.ts';
import { optionalText } from '../../validation.ts';
import { positivePesoAmount } from '../common.ts';

export const billMonth = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Enter the bill month as YYYY-MM.');

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
