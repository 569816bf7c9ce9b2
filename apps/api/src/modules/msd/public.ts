// What member services offers other modules (decision 006): the service requests a requisition
// voucher may name (the warehouse's service requisition voucher, decision 091), and the map's
// service request layer with who may read requests (either door, decision 112).
import { ServiceRequestStatus } from '@ilaw/contracts/msd/enums';
import type { Role } from '@ilaw/contracts/roles';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';
import { SIDE_ACCESS } from './access.ts';

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
