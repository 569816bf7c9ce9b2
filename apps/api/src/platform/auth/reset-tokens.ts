// Password reset tokens: the table keeps only their hash. At most one is usable per user: issuing
// a new one, using one, or any other change of password voids the rest.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { newToken } from './tokens.ts';

/** Marks every unused token of the user as used (void). */
export async function voidResetTokens(trx: Kysely<Database>, userId: number): Promise<void> {
  await trx
    .updateTable('password_reset_tokens')
    .set({ used_at: new Date() })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();
}

/** A new token for the user, valid for `lifetimeMs`; older unused ones stop working. */
export async function issueResetToken(trx: Kysely<Database>, userId: number, lifetimeMs: number): Promise<string> {
  await voidResetTokens(trx, userId);
  const { token, hash } = newToken();
  await trx
    .insertInto('password_reset_tokens')
    .values({ token_hash: hash, user_id: userId, expires_at: new Date(Date.now() + lifetimeMs) })
    .execute();
  return token;
}
