import type { TypeApprovers } from '@ilaw/contracts/msd/service-request-types/type-approvers';
import { TYPE_NOT_FOUND } from '@ilaw/contracts/msd/service-request-types/service-request-type';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../../platform/db/schema.ts';
import { notFound } from '../../../platform/http/errors.ts';

type Db = Kysely<Database> | Transaction<Database>;

export async function loadTypeApprovers(db: Db, typeId: number): Promise<TypeApprovers> {
  const type = await db
    .selectFrom('msd_service_request_types')
    .select(['id', 'name', 'requires_approval', 'parent_id'])
    .where('id', '=', typeId)
    .executeTakeFirst();
  if (!type || type.parent_id !== null) throw notFound(TYPE_NOT_FOUND);
  const rows = await db
    .selectFrom('msd_service_request_type_approvers as a')
    .innerJoin('users as u', 'u.id', 'a.user_id')
    .select(['a.step', 'a.user_id', 'u.full_name'])
    .where('a.type_id', '=', typeId)
    .orderBy('a.step')
    .orderBy('u.full_name')
    .execute();
  return {
    typeId: type.id,
    typeName: type.name,
    needsApproval: type.requires_approval,
    steps: [1, 2].map((step) => ({
      step,
      approvers: rows.filter((r) => r.step === step).map((r) => ({ userId: r.user_id, fullName: r.full_name })),
    })),
  };
}
