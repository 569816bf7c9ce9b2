// Field helpers shared by the HR forms and the server.
import { z } from 'zod';
import { todayInManila } from '../format.ts';
import {
  type DateRange,
  INVALID_DATE,
  MIN_DATE,
  dateProblem,
  dateRangeMessage,
  id,
  isValidIsoDate,
} from '../primitives.ts';
import { MESSAGES, cleanString } from '../validation.ts';

export { INVALID_DATE, isValidIsoDate };

/** A required 'YYYY-MM-DD' business date: a real day, 1900 to 2100 unless `range` narrows it. */
export function requiredDate(range: DateRange = {}) {
  return cleanString({ error: MESSAGES.required })
    .trim()
    .min(1, MESSAGES.required)
    .superRefine((v, ctx) => {
      const problem = v === '' ? undefined : dateProblem(v, range);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    });
}

/** An optional 'YYYY-MM-DD' date: empty becomes null. */
export function optionalDate(range: DateRange = {}) {
  return cleanString()
    .trim()
    .nullish()
    .transform((v) => (v === undefined || v === null || v === '' ? null : v))
    .superRefine((v, ctx) => {
      const problem = v === null ? undefined : dateProblem(v, range);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    });
}

/** An optional date that may not be after today (Asia/Manila); today is allowed. */
export function optionalPastDate() {
  return cleanString()
    .trim()
    .nullish()
    .transform((v) => (v === undefined || v === null || v === '' ? null : v))
    .superRefine((v, ctx) => {
      if (v === null) return;
      // SPEC.md's 'Date cannot be in the future.' is the upper bound here, not the year 2100.
      const today = todayInManila();
      const problem = !isValidIsoDate(v)
        ? INVALID_DATE
        : v > today
          ? MESSAGES.notFuture
          : v < MIN_DATE
            ? dateRangeMessage(MIN_DATE, today)
            : undefined;
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    });
}

/** Philippine phone numbers as people write them: digits, spaces, +, dashes, parentheses. */
export const PHONE_MESSAGE = 'Enter a phone number using digits, spaces, +, - and parentheses only.';
export function optionalPhone() {
  return cleanString()
    .trim()
    .max(30, MESSAGES.length(0, 30))
    .nullish()
    .transform((v) => (v === undefined || v === null || v === '' ? null : v))
    .refine((v) => v === null || /^[0-9+() -]{7,30}$/.test(v), PHONE_MESSAGE);
}

/** Pesos as a decimal string with up to 2 places, more than zero; never a float. */
export const AMOUNT_MESSAGE = 'Enter an amount greater than zero with at most 2 decimal places.';
export const AMOUNT_PATTERN = /^\d{1,10}(\.\d{1,2})?$/;
export function requiredAmount() {
  return z
    .union([cleanString(), z.number()], { error: MESSAGES.required })
    .transform((v) => String(v).trim().replace(/,/g, ''))
    .refine((v) => v !== '', MESSAGES.required)
    .refine((v) => v === '' || (AMOUNT_PATTERN.test(v) && /[1-9]/.test(v)), AMOUNT_MESSAGE);
}
export function optionalAmount() {
  return z
    .union([cleanString(), z.number()])
    .nullish()
    .transform((v) => (v === undefined || v === null ? null : String(v).trim().replace(/,/g, '')))
    .transform((v) => (v === '' ? null : v))
    .refine((v) => v === null || AMOUNT_PATTERN.test(v), AMOUNT_MESSAGE);
}

/** Record id in a body or query (a positive integer; never from a boolean). */
export const recordId = id(MESSAGES.required);
