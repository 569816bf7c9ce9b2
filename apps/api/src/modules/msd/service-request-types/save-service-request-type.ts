// Create and update share the checks: a subtype's parent is a type (one level), never itself.
import type { createServiceRequestTypeEndpoint } from '@ilaw/contracts/msd/service-request-types/create-service-request-type';
import { TYPE_NOT_FOUND } from '@ilaw/contracts/msd/service-request-types/service-request-type';
import type { Transaction } from 'kysely';
import type { Database } from '../../../platform/db/schema.ts';
import type { InputOf } from '../../../platform/http/define-route.ts';
import { fieldError } from '../../../platform/http/errors.ts';

export type TypeFields = InputOf<typeof createServiceRequestTypeEndpoint>['body'];

export async function checkTypeFields(trx: Transaction<Database>, f: TypeFields, selfId: number | null) {
  if (f.parentId === null) return;
  if (f.parentId === selfId) throw fieldError('parentId', 'A type cannot be its own subtype.');
  const parent = await trx
    .selectFrom('msd_service_request_types')
    .select(['id', 'parent_id'])
    .where('id', '=', f.parentId)
    .executeTakeFirst();
  if (!parent) throw fieldError('parentId', TYPE_NOT_FOUND);
  if (parent.parent_id !== null) throw fieldError('parentId', 'A subtype cannot have subtypes; choose a type.');
  if (selfId !== null) {
    const child = await trx
      .selectFrom('msd_service_request_types')
      .select('id')
      .where('parent_id', '=', selfId)
      .executeTakeFirst();
    if (child) throw fieldError('parentId', 'This type has subtypes; it cannot become a subtype.');
  }
}

export function typeColumns(f: TypeFields) {
  return {
    parent_id: f.parentId,
    code: f.code,
    name: f.name,
    technical: f.technical,
    nea_category: f.neaCategory,
    target_hours: f.targetHours,
    clock_basis: f.clockBasis,
    requires_approval: f.requiresApproval,
    is_active: f.isActive,
  };
}
