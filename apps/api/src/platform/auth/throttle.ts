// Throttling of anything that checks a guessable secret (passwords, Employee ID + birth date),
// kept in the database so the limits hold across server processes and restarts.
//
// An attempt first reserves one slot in each of its buckets, in one transaction, BEFORE the
// secret is checked: a counter row per bucket and window is bumped with INSERT ... ON CONFLICT
// DO UPDATE ... RETURNING, which locks the row, so parallel attempts queue on it and see each
// other's counts. If any bucket is over its limit the transaction rolls back (a refused attempt
// costs nothing) and the caller answers 429. A failed check leaves the reservation as a failure;
// a successful one gives it back (or clears the bucket).
//
// Windows are fixed, and a bucket's count is the current window's plus the previous window's
// weighted by how much of it still overlaps the sliding window, so a burst across a window edge
// is held to about the limit too.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

export interface ThrottleRule {
  bucket: string;
  limit: number;
  windowMs: number;
  /** Successes count too (a cap on all attempts, not only failures). */
  countSuccesses?: boolean;
  /** A success empties the bucket (the secret's owner proved it), instead of only giving back its slot. */
  clearOnSuccess?: boolean;
}

interface Held {
  rule: ThrottleRule;
  windowStart: Date;
}

export class Reservation {
  readonly #held: Held[];
  constructor(held: Held[]) {
    this.#held = held;
  }

  /** The secret was right: give back the slots of failure-only buckets, empty the clear-on-success ones. */
  async succeeded(db: Kysely<Database>): Promise<void> {
    const clear = this.#held.filter((h) => h.rule.clearOnSuccess).map((h) => h.rule.bucket);
    if (clear.length > 0) await db.deleteFrom('auth_throttle').where('bucket', 'in', clear).execute();
    for (const h of this.#held) {
      if (h.rule.clearOnSuccess || h.rule.countSuccesses) continue;
      await db
        .updateTable('auth_throttle')
        .set({ attempts: sql`attempts - 1` })
        .where('bucket', '=', h.rule.bucket)
        .where('window_start', '=', h.windowStart)
        .where('attempts', '>', 0)
        .execute();
    }
  }
}

class Refused extends Error {
  readonly rule: ThrottleRule;
  constructor(rule: ThrottleRule) {
    super(`throttled: ${rule.bucket}`);
    this.rule = rule;
  }
}

function windowStartOf(now: number, windowMs: number): number {
  return Math.floor(now / windowMs) * windowMs;
}

/**
 * Reserves one attempt in every bucket, or none: null when a bucket is full (answer 429).
 * Buckets are locked in name order so two attempts sharing buckets cannot deadlock.
 */
export async function reserveAttempt(
  db: Kysely<Database>,
  rules: readonly ThrottleRule[],
  now = Date.now(),
): Promise<Reservation | null> {
  const ordered = [...rules].sort((a, b) => (a.bucket < b.bucket ? -1 : a.bucket > b.bucket ? 1 : 0));
  try {
    const held = await db.transaction().execute(async (trx) => {
      const out: Held[] = [];
      for (const rule of ordered) {
        const start = windowStartOf(now, rule.windowMs);
        const windowStart = new Date(start);
        const previousStart = new Date(start - rule.windowMs);
        const { rows } = await sql<{ attempts: number; previous: number }>`
          WITH cur AS (
            INSERT INTO auth_throttle (bucket, window_start, attempts)
            VALUES (${rule.bucket}, ${windowStart}, 1)
            ON CONFLICT (bucket, window_start) DO UPDATE SET attempts = auth_throttle.attempts + 1
            RETURNING attempts
          )
          SELECT cur.attempts,
            coalesce((SELECT p.attempts FROM auth_throttle p
                      WHERE p.bucket = ${rule.bucket} AND p.window_start = ${previousStart}), 0) AS previous
          FROM cur`.execute(trx);
        const row = rows[0];
        if (!row) throw new Error('throttle counter not returned');
        const overlap = 1 - (now - start) / rule.windowMs;
        const weighted = Number(row.attempts) + Number(row.previous) * overlap;
        if (weighted > rule.limit) throw new Refused(rule);
        out.push({ rule, windowStart });
      }
      return out;
    });
    return new Reservation(held);
  } catch (error) {
    if (error instanceof Refused) return null;
    throw error;
  }
}

/** Counter rows past any window in use; the cleanup job calls it. */
export async function deleteOldThrottleRows(db: Kysely<Database>, olderThan: Date): Promise<void> {
  await db.deleteFrom('auth_throttle').where('window_start', '<', olderThan).execute();
}
