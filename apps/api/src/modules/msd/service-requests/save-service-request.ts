// What filing and editing share: the type and subtype checks, the consumer's snapshot and the
// target copied from the catalogue.
import type { updateServiceRequestEndpoint } from '@ilaw/contracts/msd/service-requests/update-service-request';
import { TYPE_NOT_FOUND } from '@ilaw/contracts/msd/service-request-types/service-request-type';
import type { Transaction } from 'kysely';
import type { Database } from '../../../platform/db/schema.ts';
import type { InputOf } from '../../../platform/http/define-route.ts';
import { fieldError } from '../../../platform/http/errors.ts';
import { billingConsumerById } from '../../billing/public.ts';

export type RequestFields = InputOf<typeof updateServiceRequestEndpoint>['body'];

export interface ResolvedFields {
  columns: {
    type_id: number;
    subtype_id: number | null;
    consumer_id: number | null;
    account_no: string | null;
    consumer_name: string | null;
    location_type: RequestFields['locationType'];
    branch_code: number;
    barangay: string | null;
    address: string | null;
    landmark: string | null;
    latitude: string | null;
    longitude: string | null;
    requester_name: string;
    contact_no: string | null;
    description: string;
  };
  target: {
    nea_category: string;
    target_hours: number;
    clock_basis: 'Calendar' | 'WorkingHours';
    requires_approval: boolean;
    technical: boolean;
  };
  typeName: string;
}

export async function resolveFields(trx: Transaction<Database>, f: RequestFields): Promise<ResolvedFields> {
  const type = await trx
    .selectFrom('msd_service_request_types')
    .selectAll()
    .where('id', '=', f.typeId)
    .executeTakeFirst();
  if (!type || type.parent_id !== null) throw fieldError('typeId', TYPE_NOT_FOUND);
  if (!type.is_active) throw fieldError('typeId', 'This service request type is no longer in use.');
  let effective = type;
  if (f.subtypeId !== null) {
    const sub = await trx
      .selectFrom('msd_service_request_types')
      .selectAll()
      .where('id', '=', f.subtypeId)
      .executeTakeFirst();
    if (!sub || sub.parent_id !== type.id) throw fieldError('subtypeId', 'Choose a subtype of the chosen type.');
    if (!sub.is_active) throw fieldError('subtypeId', 'This subtype is no longer in use.');
    effective = sub;
  }
  let consumer = null;
  if (f.consumerId !== null) {
    consumer = await billingConsumerById(trx, f.consumerId);
    if (!consumer) throw fieldError('consumerId', 'The consumer was not found.');
  }
  const branch = f.branchCode ?? consumer?.branchCode ?? null;
  if (branch === null) throw fieldError('branchCode', 'Choose the branch of the location.');
  return {
    columns: {
      type_id: type.id,
      subtype_id: f.subtypeId,
      consumer_id: consumer?.id ?? null,
      account_no: consumer?.accountNo ?? null,
      consumer_name: consumer?.name ?? null,
      location_type: f.locationType,
      branch_code: branch,
      barangay: f.barangay,
      address: f.address ?? consumer?.address ?? null,
      landmark: f.landmark,
      latitude: f.latitude,
      longitude: f.longitude,
      requester_name: f.requesterName,
      contact_no: f.contactNo,
      description: f.description,
    },
    target: {
      nea_category: effective.nea_category,
      target_hours: effective.target_hours,
      clock_basis: effective.clock_basis,
      requires_approval: effective.requires_approval,
      technical: type.technical || effective.technical,
    },
    typeName: effective === type ? type.name : `${type.name} / ${effective.name}`,
  };
}
