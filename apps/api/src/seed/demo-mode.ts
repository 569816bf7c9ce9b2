import type { Kysely } from 'kysely';
import type { Database } from '../platform/db/schema.ts';

export const DEMO_MODE_KEY = 'demo_mode';

export async function isDemoMode(db: Kysely<Database>): Promise<boolean> {
  const row = await db.selectFrom('app_settings').select('value').where('key', '=', DEMO_MODE_KEY).executeTakeFirst();
  return row?.value === true;
}
