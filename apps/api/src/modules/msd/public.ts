// What member services offers other modules (decision 006): the service requests a requisition
// voucher may name (the warehouse's service requisition voucher, decision 091), the map's
// service request layer with who may read requests (either door, decision 112), and the documents
// billing's review of a field finding files here (decision 115).
import type { issueConnectionOrderBody } from '@ilaw/contracts/msd/connection-orders/connection-order';
import {
  ConnectionOrderStatus,
  ConnectionStage,
  ServiceRequestStatus,
  type LocationType,
} from '@ilaw/contracts/msd/enums';
import type { Role } from '@ilaw/contracts/roles';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../platform/db/schema.ts';
import type { Actor } from '../../platform/http/context.ts';
import { HttpError, conflict, fieldError } from '../../platform/http/errors.ts';
import { SIDE_ACCESS } from './access.ts';
import { issueOrderIn } from './connection-orders/issue-connection-order.ts';
import { insertServiceRequest } from './service-requests/create-service-request.ts';
import { resolveFields } from './service-requests/save-service-request.ts';

export { serviceRequestMapSource } from './service-requests/service-request-map-source.ts';
export const SERVICE_REQUEST_READERS: Role[] = [...new Set([...SIDE_ACCESS.msd.read, ...SIDE_ACCESS.tsd.read])];

type Db = Kysely<Database> | Transaction<Database>;

/** A service request materials may still be drawn for, by its number: on file and not cancelled. */
export async function openServiceRequest(db: Db, requestNo: string): Promise<{ id: number; requestNo: string } | null> {
  const r = await db
    .selectFrom('msd_service_requests')
    .select(['id', 'request_no'])
    .where('request_no', '=', requestNo.trim())
    .where('status', '<>', ServiceRequestStatus.Cancelled)
    .executeTakeFirst();
  return r ? { id: r.id, requestNo: r.request_no } : null;
}

/** The request numbers of these service requests. */
export async function serviceRequestNumbers(db: Db, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('msd_service_requests')
    .select(['id', 'request_no'])
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Map(rows.map((r) => [r.id, r.request_no]));
}

/** msd's field errors under the caller's field (e.g. `serviceRequest.typeId`), so its form shows them. */
async function underField<T>(prefix: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (!(err instanceof HttpError)) throw err;
    const { generalErrors, ...fields } = err.body.errors;
    if (Object.keys(fields).length === 0) throw err;
    const renamed = Object.fromEntries(Object.entries(fields).map(([k, v]) => [`${prefix}.${k}`, v]));
    throw new HttpError(err.status, err.message, generalErrors ? { ...renamed, generalErrors } : renamed);
  }
}

/** The service request type a meter change is filed under: kWh Meter, Defective or stopped meter. */
const METER_CHANGE_TYPE = { type: 'KWH', subtype: 'KWH-DEF' } as const;
export const NO_METER_CHANGE_TYPE = 'No kWh meter service request type (KWH, KWH-DEF) is on file.';

export interface FindingServiceRequest {
  findingId: number;
  /** The type and subtype (ignored for a meter change, which is filed as a defective kWh meter). */
  typeId: number | null;
  subtypeId: number | null;
  meterChange: boolean;
  consumerId: number | null;
  branchCode: number | null;
  locationType: LocationType;
  place: string | null;
  latitude: string | null;
  longitude: string | null;
  requesterName: string;
  description: string;
}

/**
 * Files the service request a field finding became, in the review's transaction, linked to the
 * finding (one per finding: unique index). Field errors come back under `serviceRequest.`.
 */
export async function fileServiceRequestForFinding(
  trx: Transaction<Database>,
  actor: Actor,
  userId: number,
  r: FindingServiceRequest,
): Promise<{ id: number; requestNo: string }> {
  return underField('serviceRequest', async () => {
    let typeId = r.typeId;
    let subtypeId = r.subtypeId;
    if (r.meterChange) {
      const types = await trx
        .selectFrom('msd_service_request_types')
        .select(['id', 'code'])
        .where(
          sql<boolean>`lower(code) IN (${METER_CHANGE_TYPE.type.toLowerCase()}, ${METER_CHANGE_TYPE.subtype.toLowerCase()})`,
        )
        .execute();
      const byCode = new Map(types.map((t) => [t.code.toUpperCase(), t.id]));
      typeId = byCode.get(METER_CHANGE_TYPE.type) ?? null;
      subtypeId = byCode.get(METER_CHANGE_TYPE.subtype) ?? null;
      if (typeId === null) throw conflict(NO_METER_CHANGE_TYPE);
    }
    if (typeId === null) throw fieldError('typeId', 'Choose the service request type.');
    const fields = {
      typeId,
      subtypeId,
      consumerId: r.consumerId,
      locationType: r.locationType,
      branchCode: r.branchCode,
      barangay: null,
      address: r.place,
      landmark: null,
      latitude: r.latitude,
      longitude: r.longitude,
      requesterName: r.requesterName,
      contactNo: null,
      description: r.description,
    };
    if (fields.consumerId === null && fields.address === null)
      throw fieldError('address', 'Give the address of the location.');
    const resolved = await resolveFields(trx, fields);
    return insertServiceRequest(trx, actor, userId, resolved, fields, { fieldFindingId: r.findingId });
  });
}

/**
 * Issues the connection order a field finding became (an illegal connection whose occupant applied
 * and paid: the application must be For Installing), in the review's transaction, linked to the
 * finding. The same checks as the Connection Order screen; field errors under `connectionOrder.`.
 */
export async function issueConnectionOrderForFinding(
  trx: Transaction<Database>,
  actor: Actor,
  userId: number,
  findingId: number,
  body: z.output<typeof issueConnectionOrderBody>,
): Promise<{ id: number; coNumber: string }> {
  return underField('connectionOrder', () => issueOrderIn(trx, actor, userId, body, { fieldFindingId: findingId }));
}

export interface FindingDocument {
  kind: 'ServiceRequest' | 'ConnectionOrder';
  id: number;
  number: string;
}

/** The documents these findings became (service requests, connection orders), by finding. */
export async function findingDocuments(db: Db, findingIds: readonly number[]): Promise<Map<number, FindingDocument>> {
  const found = new Map<number, FindingDocument>();
  if (findingIds.length === 0) return found;
  const ids = [...new Set(findingIds)];
  const requests = await db
    .selectFrom('msd_service_requests')
    .select(['id', 'request_no', 'field_finding_id'])
    .where('field_finding_id', 'in', ids)
    .execute();
  for (const r of requests) found.set(r.field_finding_id!, { kind: 'ServiceRequest', id: r.id, number: r.request_no });
  const orders = await db
    .selectFrom('msd_connection_orders')
    .select(['id', 'co_number', 'field_finding_id'])
    .where('field_finding_id', 'in', ids)
    .execute();
  for (const o of orders) found.set(o.field_finding_id!, { kind: 'ConnectionOrder', id: o.id, number: o.co_number });
  return found;
}

/** The active service request types with their active subtypes, by name. */
export async function activeServiceRequestTypes(db: Db) {
  const rows = await db
    .selectFrom('msd_service_request_types')
    .select(['id', 'code', 'name', 'parent_id'])
    .where('is_active', '=', true)
    .orderBy('name')
    .execute();
  return rows
    .filter((r) => r.parent_id === null)
    .map((r) => ({
      id: r.id,
      code: r.code,
      name: r.name,
      subtypes: rows.filter((s) => s.parent_id === r.id).map((s) => ({ id: s.id, code: s.code, name: s.name })),
    }));
}

/** Applications For Installing (fees paid) with no open or energized order: what an order may be issued for. */
export async function applicationsReadyForOrder(db: Db) {
  const rows = await db
    .selectFrom('msd_connection_applications as a')
    .select(['a.id', 'a.application_no', 'a.applicant_name', 'a.juridical_name', 'a.branch_code'])
    .where('a.stage', '=', ConnectionStage.ForInstalling)
    .where('a.or_number', 'is not', null)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('msd_connection_orders as o')
            .select('o.id')
            .whereRef('o.application_id', '=', 'a.id')
            .where('o.status', '<>', ConnectionOrderStatus.Cancelled),
        ),
      ),
    )
    .orderBy('a.application_no')
    .limit(500)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    applicationNo: r.application_no,
    applicantName: r.juridical_name ?? r.applicant_name,
    branchCode: r.branch_code,
  }));
}
