// SPEC.md section 5: the validation rules with their messages, word for word. Forms and the
// server both build their schemas from these so a message never differs between the two.
import { z } from 'zod';

export const MESSAGES = {
  required: 'This field is required.',
  email: 'Invalid email address.',
  notFuture: 'Date cannot be in the future.',
  currentYear: 'The year cannot be in the past.',
  invalidNumber: 'Please enter a valid number',
  length: (min: number, max: number) =>
    min === max
      ? `String length should be ${max} characters.`
      : `String length should be between ${min} and ${max} characters.`,
  numberRange: (min: number, max: number) => `Number should be between ${min} and ${max}`,
} as const;

/** name, @, domain, then an ending of 2 to 4 letters. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,4}$/;

/**
 * Text PostgreSQL can store and JSON can carry: no NUL character (text columns refuse it) and no
 * lone UTF-16 surrogate (jsonb refuses it). Every request text field checks this.
 */
export const TEXT_NOT_ALLOWED = 'This text contains a character that is not allowed.';
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
export function isStorableText(value: string): boolean {
  return !value.includes('\u0000') && !LONE_SURROGATE.test(value);
}

/** `z.string()` that refuses NUL and lone surrogates: the base of every request text field. */
export function cleanString(params?: Parameters<typeof z.string>[0]) {
  return z.string(params).refine(isStorableText, TEXT_NOT_ALLOWED);
}

export function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

// Rule functions return the message, or undefined when the value passes. Forms call them
// directly; the zod helpers below wrap them for the server.
export const rules = {
  required: (v: unknown) => (isBlank(v) ? MESSAGES.required : undefined),
  email: (v: unknown) => (isBlank(v) || EMAIL_PATTERN.test(String(v)) ? undefined : MESSAGES.email),
  notFuture: (v: unknown, today: string) =>
    isBlank(v) || String(v).slice(0, 10) <= today ? undefined : MESSAGES.notFuture,
  currentYear: (v: unknown, currentYear: number) =>
    isBlank(v) || Number(v) >= currentYear ? undefined : MESSAGES.currentYear,
  length: (min: number, max: number) => (v: unknown) => {
    if (isBlank(v)) return undefined;
    const n = String(v).length;
    return n < min || n > max ? MESSAGES.length(min, max) : undefined;
  },
  numberRange: (min: number, max: number) => (v: unknown) => {
    if (isBlank(v)) return undefined;
    const n = typeof v === 'number' ? v : Number(String(v).trim());
    if (!Number.isFinite(n)) return MESSAGES.invalidNumber;
    return n < min || n > max ? MESSAGES.numberRange(min, max) : undefined;
  },
};

/** A required text field, trimmed, with the section-5 messages. */
export function requiredText(min = 1, max = 255) {
  return cleanString({ error: MESSAGES.required })
    .trim()
    .min(1, MESSAGES.required)
    .refine((v) => rules.length(min, max)(v) === undefined, { message: MESSAGES.length(min, max) });
}

/** An optional text field: empty becomes null. */
export function optionalText(max = 255) {
  return cleanString()
    .trim()
    .max(max, MESSAGES.length(0, max))
    .nullish()
    .transform((v) => (v === undefined || v === null || v === '' ? null : v));
}

export function requiredEmail() {
  return cleanString({ error: MESSAGES.required })
    .trim()
    .min(1, MESSAGES.required)
    .max(254, MESSAGES.length(0, 254))
    .regex(EMAIL_PATTERN, MESSAGES.email);
}

export function optionalEmail() {
  return cleanString()
    .trim()
    .max(254, MESSAGES.length(0, 254))
    .nullish()
    .transform((v) => (v === undefined || v === null || v === '' ? null : v))
    .refine((v) => v === null || EMAIL_PATTERN.test(v), MESSAGES.email);
}
