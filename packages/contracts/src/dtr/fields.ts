// Fields shared by the time module's endpoints: punch times, periods, punch edits.
import { z } from 'zod';
import { isoDate } from '../http.ts';
import { MESSAGES } from '../validation.ts';
export { requiredDate } from '../hr/fields.ts';

/** 'HH:MM' (24-hour) punch time, Manila wall clock. */
export const punchTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Enter a time as HH:MM (24-hour).');

/** A punch time a form must have: absent or blank says SPEC.md's 'This field is required.' */
export const requiredPunchTime = z
  .string({ error: MESSAGES.required })
  .min(1, { message: MESSAGES.required, abort: true })
  .pipe(punchTime);

export const PERIOD_ORDER = 'The end date must not be before the start date.';

export const PERIOD_TOO_LONG = 'A period can be at most 93 days.';

export const periodFields = { from: isoDate, to: isoDate };

/** Adds the period checks (order, at most 93 days) to an object schema with from/to. */
export function withPeriod<S extends z.ZodType<{ from: string; to: string }>>(schema: S) {
  return schema.superRefine((v, ctx) => {
    if (v.to < v.from) ctx.addIssue({ code: 'custom', path: ['to'], message: PERIOD_ORDER });
    else if ((Date.parse(v.to) - Date.parse(v.from)) / 86_400_000 > 92) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: PERIOD_TOO_LONG });
    }
  });
}

/** The punches of a manual edit or a correction: a field present sets it (null clears it). */
export const punchEditFields = z.object({
  amIn: punchTime.nullable().optional(),
  amOut: punchTime.nullable().optional(),
  pmIn: punchTime.nullable().optional(),
  pmOut: punchTime.nullable().optional(),
});
