// Leave types: the earning rule says how credits come.
import { z } from 'zod';
import { MESSAGES, requiredText } from '../../validation.ts';
import { DAYS_MESSAGE, isDayCount } from '../days.ts';

/** Decimal day counts travel as strings ('1.25'). */
const days = z.string();

export const leaveTypeSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  earningRule: z.enum(['Monthly', 'Annual', 'None']),
  monthlyCredit: days,
  annualCredit: days,
  carriesOver: z.boolean(),
  isActive: z.boolean(),
});

export type LeaveType = z.infer<typeof leaveTypeSchema>;

export const EARNING_RULES = [
  { value: 'Monthly', label: 'Monthly (credits per month of service)' },
  { value: 'Annual', label: 'Annual (granted at the start of the fiscal year)' },
  { value: 'None', label: 'None (granted by application, used in full)' },
] as const;

const dayField = z
  .string({ error: MESSAGES.required })
  .trim()
  .refine(isDayCount, DAYS_MESSAGE)
  .refine((v) => Number(v) < 1000, MESSAGES.numberRange(0, 999));

export const leaveTypeFieldsSchema = z
  .object({
    code: requiredText(1, 10).transform((v) => v.toUpperCase()),
    name: requiredText(1, 100),
    earningRule: z.enum(['Monthly', 'Annual', 'None'], { error: MESSAGES.required }),
    monthlyCredit: dayField,
    annualCredit: dayField,
    carriesOver: z.boolean(),
    isActive: z.boolean(),
  })
  .refine((v) => v.earningRule !== 'Monthly' || Number(v.monthlyCredit) > 0, {
    path: ['monthlyCredit'],
    message: 'A monthly earning rule needs a monthly credit greater than 0.',
  })
  .refine((v) => v.earningRule !== 'Annual' || Number(v.annualCredit) > 0, {
    path: ['annualCredit'],
    message: 'An annual earning rule needs an annual credit greater than 0.',
  });

export type LeaveTypeFields = z.input<typeof leaveTypeFieldsSchema>;

export const LEAVE_TYPE_CODE_TAKEN = 'Another leave type already has this code.';
