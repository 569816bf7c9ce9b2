// The primitives request schemas are built from, so that whatever a client sends (wrong types,
// NUL bytes, lone surrogates, huge numbers, impossible dates) is answered 400 in the error contract
// before it reaches PostgreSQL. Text is in validation.ts (cleanString, requiredText, optionalText).
import { z } from 'zod';
import { BRANCH_CODE } from './billing/enums.ts';
import { formatDate, todayInManila } from './format.ts';
import { MESSAGES, cleanString } from './validation.ts';

/** The largest PostgreSQL `integer`: every record id and whole number we store fits in it. */
export const MAX_ID = 2_147_483_647;
export const INVALID_ID = 'This is not a valid record number.';

const WHOLE = /^-?\d{1,10}$/;

/**
 * A whole number from min to max, given as a JSON number or as digits (path and query strings,
 * multipart fields). Never from a boolean, an array or an empty string, as `z.coerce.number()` did.
 * Messages: SPEC.md section 5's number rules, or `message` for both.
 */
export function integer(min: number, max: number, message?: string) {
  const invalid = message ?? MESSAGES.invalidNumber;
  const range = message ?? MESSAGES.numberRange(min, max);
  return z
    .union([z.number({ error: invalid }), z.string().trim().regex(WHOLE, invalid)], { error: invalid })
    .transform((v) => Number(v))
    .pipe(z.number().int(invalid).min(min, range).max(max, range));
}

/** A record id: a whole number from 1 to 2^31-1 (a number, or digits in a path or query). */
export function id(message = INVALID_ID) {
  return integer(1, MAX_ID, message);
}

/** A search box or other free text filter: clean, trimmed, at most `max` characters. */
export function searchText(max = 100) {
  return cleanString().trim().max(max, MESSAGES.length(0, max));
}

export const INVALID_DATE = 'Enter a valid date.';
/** Dates outside these years are typing mistakes (9999-12-31), whatever the field. */
export const MIN_DATE = '1900-01-01';
export const MAX_DATE = '2100-12-31';
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** 'YYYY-MM-DD' naming a real calendar day (not 2026-02-30). */
export function isValidIsoDate(v: string): boolean {
  if (!ISO_DATE.test(v)) return false;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
}

export function dateRangeMessage(min: string, max: string): string {
  return `Enter a date from ${formatDate(min)} to ${formatDate(max)}.`;
}

/** A bound that may move with the calendar (e.g. one year after today). */
export type DateBound = string | (() => string);
export interface DateRange {
  min?: DateBound;
  max?: DateBound;
}
const bound = (b: DateBound): string => (typeof b === 'function' ? b() : b);

/** Today (Asia/Manila) plus whole years, as a moving `max` bound: `{ max: yearsFromToday(1) }`. */
export function yearsFromToday(years: number): () => string {
  return () => {
    const today = todayInManila();
    return `${String(Number(today.slice(0, 4)) + years).padStart(4, '0')}${today.slice(4, 10) === '-02-29' ? '-02-28' : today.slice(4, 10)}`;
  };
}

/** The message for a date string, or undefined when it is a real day within the range. */
export function dateProblem(v: string, range: DateRange = {}): string | undefined {
  if (!isValidIsoDate(v)) return INVALID_DATE;
  const min = bound(range.min ?? MIN_DATE);
  const max = bound(range.max ?? MAX_DATE);
  return v < min || v > max ? dateRangeMessage(min, max) : undefined;
}

/** A business date 'YYYY-MM-DD' (Asia/Manila calendar day): a real day, 1900 to 2100 unless narrowed. */
export function calendarDate(range: DateRange = {}) {
  return z
    .string({ error: INVALID_DATE })
    .superRefine((v, ctx) => {
      const problem = dateProblem(v, range);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    })
    .meta({ format: 'date' });
}

const BRANCH_CODES: readonly number[] = Object.values(BRANCH_CODE).map((b) => b.value);
export const BRANCH_MESSAGE = 'The branch does not exist.';
/** A branch code of SPEC.md section 3 (5 San Jose ... 45 Abra de Ilog). */
export function branchCode() {
  return integer(0, MAX_ID, BRANCH_MESSAGE).refine((v) => BRANCH_CODES.includes(v), BRANCH_MESSAGE);
}
