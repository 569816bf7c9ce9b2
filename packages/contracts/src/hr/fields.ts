// Field helpers shared by the HR forms and the server.
import { z } from 'zod';
import { todayInManila } from '../format.ts';
import { MESSAGES, rules } from '../validation.ts';

export const INVALID_DATE = 'Enter a valid date.';
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export function isValidIsoDate(v: string): boolean {
  if (!ISO_DATE.test(v)) return false;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
}

/** A required 'YYYY-MM-DD' business date. */
export function requiredDate() {
  return z
    .string({ error: MESSAGES.required })
    .trim()
    .min(1, MESSAGES.required)
    .refine((v) => v === '' || isValidIsoDate(v), INVALID_DATE);
}

/** An optional 'YYYY-MM-DD' date: empty becomes null. */
export function optionalDate() {
  return z
    .string()
    .trim()
    .nullish()
    .transform((v) => (v === undefined || v === null || v === '' ? null : v))
    .refine((v) => v === null || isValidIsoDate(v), INVALID_DATE);
}

/** An optional date that may not be after today (Asia/Manila); today is allowed. */
export function optionalPastDate() {
  return optionalDate().refine(
    (v) => v === null || rules.notFuture(v, todayInManila()) === undefined,
    MESSAGES.notFuture,
  );
}

/** Philippine phone numbers as people write them: digits, spaces, +, dashes, parentheses. */
export const PHONE_MESSAGE = 'Enter a phone number using digits, spaces, +, - and parentheses only.';
export function optionalPhone() {
  return z
    .string()
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
    .union([z.string(), z.number()], { error: MESSAGES.required })
    .transform((v) => String(v).trim().replace(/,/g, ''))
    .refine((v) => v !== '', MESSAGES.required)
    .refine((v) => v === '' || (AMOUNT_PATTERN.test(v) && /[1-9]/.test(v)), AMOUNT_MESSAGE);
}
export function optionalAmount() {
  return z
    .union([z.string(), z.number()])
    .nullish()
    .transform((v) => (v === undefined || v === null ? null : String(v).trim().replace(/,/g, '')))
    .transform((v) => (v === '' ? null : v))
    .refine((v) => v === null || AMOUNT_PATTERN.test(v), AMOUNT_MESSAGE);
}

/** Record id in a body or query (a positive integer). */
export const recordId = z.coerce.number({ error: MESSAGES.required }).int().positive(MESSAGES.required);
