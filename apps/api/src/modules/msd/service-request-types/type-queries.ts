import {
  TYPE_CODE_TAKEN,
  TYPE_NOT_FOUND,
  type ServiceRequestType,
} from '@ilaw/contracts/msd/service-request-types/service-request-type';
import type { NeaCategoryCode } from '@ilaw/contracts/msd/enums';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../../platform/db/schema.ts';
import { notFound } from '../../../platform/http/errors.ts';
import { duplicateToConflict } from '../../../platform/posting/database-conflicts.ts';

type Db = Kysely<Database> | Transaction<Database>;

export function typeQuery(db: Db) {
  return db
    .selectFrom('msd_service_request_types as t')
    .leftJoin('msd_service_request_types as p', 'p.id', 't.parent_id')
    .select([
      't.id',
      't.parent_id',
      'p.name as parent_name',
      't.code',
      't.name',
      't.technical',
      't.nea_category',
      't.target_hours',
      't.clock_basis',
      't.requires_approval',
      't.is_active',
    ]);
}
type Row = Awaited<ReturnType<ReturnType<typeof typeQuery>['executeTakeFirstOrThrow']>>;

export function toType(r: Row): ServiceRequestType {
  return {
    id: r.id,
    parentId: r.parent_id,
    parentName: r.parent_name,
    code: r.code,
    name: r.name,
    technical: r.technical,
    neaCategory: r.nea_category as NeaCategoryCode,
    targetHours: r.target_hours,
    clockBasis: r.clock_basis,
    requiresApproval: r.requires_approval,
    isActive: r.is_active,
  };
}

/** Types first, each followed by its subtypes, by name. */
export async function listTypes(db: Db, filter: { activeOnly: boolean; technicalOnly: boolean }) {
  let q = typeQuery(db);
  if (filter.activeOnly) q = q.where('t.is_active', '=', true);
  if (filter.technicalOnly) {
    q = q.where((eb) => eb.or([eb('t.technical', '=', true), eb('p.technical', '=', true)]));
  }
  const rows = await q
    .orderBy((eb) => eb.fn.coalesce('p.name', 't.name'))
    .orderBy('t.parent_id', 'desc')
    .orderBy('t.name')
    .execute();
  return rows.map(toType);
}

export async function loadType(db: Db, id: number): Promise<ServiceRequestType> {
  const r = await typeQuery(db).where('t.id', '=', id).executeTakeFirst();
  if (!r) throw notFound(TYPE_NOT_FOUND);
  return toType(r);
}

export const typeCodeTaken = duplicateToConflict({
  constraint: 'msd_service_request_types_code_key',
  message: TYPE_CODE_TAKEN,
  field: 'code',
});
