// The one mapping of database conflicts to HTTP answers. A unique violation (23505) is a
// duplicate: 409 with the module's message when it names the constraint, else a general one. A
// serialization failure (40001) or a deadlock (40P01) means two changes met: 409, try again. The
// server's error handler applies `databaseConflict` to anything a handler did not map, so none of
// these is ever a 500.
import { conflict, HttpError } from '../http/errors.ts';

export const DUPLICATE_RECORD =
  'This has already been recorded (possibly by someone else just now); refresh to see it.';
export const CONCURRENT_CHANGE = 'Another change was saved at the same time; try again.';

interface PgError {
  code?: unknown;
  constraint?: unknown;
  message?: unknown;
}

function pgError(err: unknown): PgError | null {
  return typeof err === 'object' && err !== null ? (err as PgError) : null;
}

/** True for a unique violation; with `constraint`, only when the violated constraint's name contains it. */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  const e = pgError(err);
  if (!e || e.code !== '23505') return false;
  if (constraint === undefined) return true;
  return `${String(e.constraint ?? '')} ${String(e.message ?? '')}`.includes(constraint);
}

/** True when two transactions met: a serialization failure or a deadlock. */
export function isConcurrencyFailure(err: unknown): boolean {
  const code = pgError(err)?.code;
  return code === '40001' || code === '40P01';
}

export interface DuplicateRule {
  /** Part of the unique constraint's (or index's) name; a rule without one matches any duplicate. */
  constraint?: string;
  message: string;
  field?: string;
}

/**
 * For `.catch(...)` after a write: a unique violation becomes 409 with the first matching rule's
 * message (on its field); anything else, including an unmatched duplicate, is thrown on as it was.
 */
export function duplicateToConflict(...rules: DuplicateRule[]): (err: unknown) => never {
  return (err: unknown): never => {
    if (isUniqueViolation(err)) {
      const rule = rules.find((r) => isUniqueViolation(err, r.constraint));
      if (rule) throw conflict(rule.message, rule.field);
    }
    throw err;
  };
}

/** The safety net's answer for a database conflict nobody mapped, or null for any other error. */
export function databaseConflict(err: unknown): HttpError | null {
  if (isUniqueViolation(err)) return conflict(DUPLICATE_RECORD);
  if (isConcurrencyFailure(err)) return conflict(CONCURRENT_CHANGE);
  return null;
}
