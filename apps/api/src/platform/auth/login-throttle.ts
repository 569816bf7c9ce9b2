// Failed sign-ins are counted in the database per account and per address over a window, so the
// limit holds across server processes and restarts.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

export const THROTTLE_WINDOW_MS = 15 * 60_000;
export const MAX_FAILURES_PER_ACCOUNT = 5;
export const MAX_FAILURES_PER_ADDRESS = 20;

export async function isLoginThrottled(db: Kysely<Database>, usernameKey: string, ip: string): Promise<boolean> {
  const since = new Date(Date.now() - THROTTLE_WINDOW_MS);
  const row = await db
    .selectFrom('login_attempts')
    .select([
      sql<number>`count(*) FILTER (WHERE username_key = ${usernameKey})`.as('per_account'),
      sql<number>`count(*) FILTER (WHERE ip_address = ${ip})`.as('per_address'),
    ])
    .where('at', '>', since)
    .where('succeeded', '=', false)
    .where((eb) => eb.or([eb('username_key', '=', usernameKey), eb('ip_address', '=', ip)]))
    .executeTakeFirstOrThrow();
  return Number(row.per_account) >= MAX_FAILURES_PER_ACCOUNT || Number(row.per_address) >= MAX_FAILURES_PER_ADDRESS;
}

export async function recordLoginAttempt(
  db: Kysely<Database>,
  usernameKey: string,
  ip: string,
  succeeded: boolean,
): Promise<void> {
  await db.insertInto('login_attempts').values({ username_key: usernameKey, ip_address: ip, succeeded }).execute();
  if (succeeded) {
    // A successful sign-in clears the account's failures so a locked-out user who remembers is let in.
    await db
      .deleteFrom('login_attempts')
      .where('username_key', '=', usernameKey)
      .where('succeeded', '=', false)
      .execute();
  }
}
