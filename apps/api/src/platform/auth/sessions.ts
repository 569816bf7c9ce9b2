// Sessions live in the database so any server process can serve any request. The cookie holds
// a random id; the table holds its hash, an idle deadline (last_seen_at + idle) and an absolute one.
import type { Role } from '@ilaw/contracts/roles';
import { isRole } from '@ilaw/contracts/roles';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { SessionUser } from '../http/context.ts';
import { hashToken, newToken } from './tokens.ts';

export const SESSION_COOKIE = 'ilaw_session';
/** Seen-time is written at most this often, so reads do not turn into writes on every call. */
const TOUCH_EVERY_MS = 60_000;

export interface SessionPolicy {
  idleMs: number;
  absoluteMs: number;
}

export async function createSession(
  db: Kysely<Database>,
  userId: number,
  policy: SessionPolicy,
  meta: { ip: string; userAgent: string | null; agreementDue?: number | null },
): Promise<string> {
  const { token, hash } = newToken();
  await db
    .insertInto('sessions')
    .values({
      id_hash: hash,
      user_id: userId,
      expires_at: new Date(Date.now() + policy.absoluteMs),
      ip_address: meta.ip,
      user_agent: meta.userAgent?.slice(0, 300) ?? null,
      agreement_due: meta.agreementDue ?? null,
    })
    .execute();
  return token;
}

export async function resolveSession(
  db: Kysely<Database>,
  token: string,
  policy: SessionPolicy,
): Promise<SessionUser | null> {
  const idHash = hashToken(token);
  const row = await db
    .selectFrom('sessions as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select([
      's.id_hash',
      's.last_seen_at',
      's.expires_at',
      's.agreement_due',
      'u.id',
      'u.username',
      'u.full_name',
      'u.is_active',
      'u.must_change_password',
      sql<
        string[]
      >`coalesce((SELECT array_agg(r.role ORDER BY r.role) FROM user_roles r WHERE r.user_id = u.id), '{}')`.as(
        'roles',
      ),
    ])
    .where('s.id_hash', '=', idHash)
    .executeTakeFirst();
  if (!row) return null;
  const now = Date.now();
  const idleExpired = now - row.last_seen_at.getTime() > policy.idleMs;
  if (!row.is_active || idleExpired || now >= row.expires_at.getTime()) {
    await db.deleteFrom('sessions').where('id_hash', '=', idHash).execute();
    return null;
  }
  if (now - row.last_seen_at.getTime() > TOUCH_EVERY_MS) {
    await db
      .updateTable('sessions')
      .set({ last_seen_at: new Date(now) })
      .where('id_hash', '=', idHash)
      .execute();
  }
  return {
    id: row.id,
    username: row.username,
    fullName: row.full_name,
    roles: row.roles.filter((r): r is Role => isRole(r)),
    sessionIdHash: idHash,
    mustChangePassword: row.must_change_password,
    agreementDue: row.agreement_due,
  };
}

export async function endSession(db: Kysely<Database>, idHash: string): Promise<void> {
  await db.deleteFrom('sessions').where('id_hash', '=', idHash).execute();
}

/** Ends every session of a user (deactivation, password change), optionally keeping one. */
export async function endUserSessions(db: Kysely<Database>, userId: number, keepIdHash?: string): Promise<void> {
  let q = db.deleteFrom('sessions').where('user_id', '=', userId);
  if (keepIdHash) q = q.where('id_hash', '<>', keepIdHash);
  await q.execute();
}
