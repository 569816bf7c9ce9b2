import type { Kysely } from 'kysely';
import type { Database } from '../../../platform/db/schema.ts';

export async function seedWarehouseDemo(_db: Kysely<Database>, _log: (msg: string) => void): Promise<void> {}
