// Signatory types (/admin/signatories/types): the titles chain steps sign under.
import {
  SIGNATORY_TYPE_NAME_TAKEN,
  type SignatoryType,
} from '@ilaw/contracts/approvals/signatory-types/signatory-type';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../../../platform/db/schema.ts';
import { conflict } from '../../../platform/http/errors.ts';

export function typeQuery(db: Kysely<Database> | Transaction<Database>) {
  return db
    .selectFrom('signatory_types as t')
    .select([
      't.id',
      't.name',
      't.description',
      't.is_active',
      sql<number>`(SELECT count(*)::int FROM approval_chain_steps s WHERE s.signatory_type_id = t.id)`.as('steps'),
    ]);
}

type Row = Awaited<ReturnType<ReturnType<typeof typeQuery>['executeTakeFirstOrThrow']>>;

export const toType = (r: Row): SignatoryType => ({
  id: r.id,
  name: r.name,
  description: r.description,
  isActive: r.is_active,
  stepCount: r.steps,
});

export async function nameFree(trx: Transaction<Database>, name: string, exceptId: number | null) {
  let q = trx
    .selectFrom('signatory_types')
    .select('id')
    .where(sql`lower(name)`, '=', name.toLowerCase());
  if (exceptId !== null) q = q.where('id', '<>', exceptId);
  if (await q.executeTakeFirst()) throw conflict(SIGNATORY_TYPE_NAME_TAKEN, 'name');
}
