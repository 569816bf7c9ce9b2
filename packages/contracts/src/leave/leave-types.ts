// Leave type maintenance (the Leave Types screen): the earning rule says how credits come.
import { z } from 'zod';
import { endpoint, idParam } from '../http.ts';
import { MESSAGES, requiredText } from '../validation.ts';
import { DAYS_MESSAGE, isDayCount } from './days.ts';
import { leaveTypeSchema } from './leave.ts';

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

export const createLeaveTypeEndpoint = endpoint({
  method: 'POST',
  path: '/api/v2/isd/hr/leave-types',
  summary: 'Add a leave type with its earning rule.',
  body: leaveTypeFieldsSchema,
  response: leaveTypeSchema,
});

export const updateLeaveTypeEndpoint = endpoint({
  method: 'PUT',
  path: '/api/v2/isd/hr/leave-types/{id}',
  summary: 'Edit a leave type. Posted ledger lines keep their days; a new rule applies to later postings.',
  params: idParam,
  body: leaveTypeFieldsSchema,
  response: leaveTypeSchema,
});
