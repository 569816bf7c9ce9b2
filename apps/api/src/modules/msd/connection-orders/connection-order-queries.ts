// Reads of connection orders: the row -> contract mapper, the list's filters (shared by the page,
// its count and the export) and the detail with what the signed-in user may do (decision 072).
import {
  CONNECTION_ORDER_NOT_FOUND,
  type ConnectionOrder,
  type ConnectionOrderDetail,
} from '@ilaw/contracts/msd/connection-orders/connection-order';
import type { listConnectionOrdersQuery } from '@ilaw/contracts/msd/connection-orders/list-connection-orders';
import { ConnectionOrderStatus } from '@ilaw/contracts/msd/enums';
import { sql, type Kysely, type RawBuilder, type Transaction } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../../platform/db/schema.ts';
import { requestedOrder } from '../../../platform/db/list-sort.ts';
import type { SessionUser } from '../../../platform/http/context.ts';
import { notFound } from '../../../platform/http/errors.ts';
import { CO_ISSUERS, CO_LINEMEN } from '../access.ts';
import { likePrefix } from '../service-requests/service-request-queries.ts';

type Db = Kysely<Database> | Transaction<Database>;
export type OrderFilter = Omit<z.output<typeof listConnectionOrdersQuery>, 'page' | 'itemsPerPage'>;

export function orderQuery(db: Db) {
  return db
    .selectFrom('msd_connection_orders as o')
    .innerJoin('msd_connection_applications as a', 'a.id', 'o.application_id')
    .leftJoin('branches as b', 'b.code', 'o.branch_code')
    .leftJoin('teams as tm', 'tm.id', 'o.team_id')
    .leftJoin('users as iu', 'iu.id', 'o.issued_by')
    .leftJoin('users as eu', 'eu.id', 'o.energized_by')
    .selectAll('o')
    .select([
      'a.application_no',
      'a.applicant_name',
      'a.address',
      'a.barangay',
      'a.load_kw',
      'b.name as branch_name',
      'tm.name as team_name',
      'iu.full_name as issued_by_name',
      'eu.full_name as energized_by_name',
    ]);
}
type OrderRow = Awaited<ReturnType<ReturnType<typeof orderQuery>['executeTakeFirstOrThrow']>>;

const iso = (d: Date | null) => (d === null ? null : d.toISOString());

export function toOrder(r: OrderRow): ConnectionOrder {
  return {
    id: r.id,
    coNumber: r.co_number,
    applicationId: r.application_id,
    applicationNo: r.application_no,
    applicantName: r.applicant_name,
    address: r.address,
    barangay: r.barangay,
    town: r.town,
    branchCode: r.branch_code,
    branchName: r.branch_name,
    loadKw: r.load_kw,
    status: r.status,
    orNumber: Number(r.or_number),
    accountNo: r.account_no,
    consumerClass: r.consumer_class,
    routeId: r.route_id,
    sequence: r.sequence,
    teamId: r.team_id,
    teamName: r.team_name,
    scheduledOn: r.scheduled_on,
    meterSerial: r.meter_serial,
    meterBrand: r.meter_brand,
    sealNo: r.seal_no,
    initialReading: r.initial_reading,
    energizedAt: iso(r.energized_at),
    energizedBy: r.energized_by_name,
    consumerId: r.consumer_id,
    cancelledAt: iso(r.cancelled_at),
    cancelReason: r.cancel_reason,
    remarks: r.remarks,
    issuedBy: r.issued_by_name,
    createdAt: r.created_at.toISOString(),
  };
}

export async function requireOrder(db: Db, id: number): Promise<OrderRow> {
  const r = await orderQuery(db).where('o.id', '=', id).executeTakeFirst();
  if (!r) throw notFound(CONNECTION_ORDER_NOT_FOUND);
  return r;
}

const holds = (user: SessionUser, roles: readonly string[]) => user.roles.some((r) => roles.includes(r));
const OPEN: readonly string[] = [ConnectionOrderStatus.Issued, ConnectionOrderStatus.Assigned];

export async function loadOrderDetail(db: Db, user: SessionUser, id: number): Promise<ConnectionOrderDetail> {
  const r = await requireOrder(db, id);
  return {
    ...toOrder(r),
    mayAssign: holds(user, CO_ISSUERS) && OPEN.includes(r.status),
    mayEnergize: holds(user, CO_LINEMEN) && r.status === ConnectionOrderStatus.Assigned,
  };
}

function conditions(query: OrderFilter): RawBuilder<boolean>[] {
  const out: RawBuilder<boolean>[] = [];
  const search = query.search?.trim();
  if (search) {
    const term = likePrefix(search);
    out.push(
      sql<boolean>`(lower(o.co_number) LIKE ${term} OR lower(o.account_no) LIKE ${term} OR o.application_id IN (SELECT x.id FROM msd_connection_applications x WHERE lower(x.application_no) LIKE ${term} OR lower(x.applicant_name) LIKE ${term}))`,
    );
  }
  if (query.status !== undefined) out.push(sql<boolean>`o.status = ${query.status}`);
  if (query.branchCode !== undefined) out.push(sql<boolean>`o.branch_code = ${query.branchCode}`);
  if (query.teamId !== undefined) out.push(sql<boolean>`o.team_id = ${query.teamId}`);
  if (query.applicationId !== undefined) out.push(sql<boolean>`o.application_id = ${query.applicationId}`);
  return out;
}

export function orderListQuery(db: Kysely<Database>, query: OrderFilter) {
  let q = orderQuery(db);
  for (const c of conditions(query)) q = q.where(c);
  const requested = requestedOrder(query, {
    coNumber: sql`o.co_number`,
    createdAt: sql`o.created_at`,
    applicant: sql`lower(a.applicant_name)`,
    status: sql`o.status`,
    scheduledOn: sql`o.scheduled_on`,
  });
  if (requested !== undefined) q = q.orderBy(requested);
  return q.orderBy('o.created_at', 'desc').orderBy('o.id', 'desc');
}

export async function countOrders(db: Kysely<Database>, query: OrderFilter): Promise<number> {
  let q = db.selectFrom('msd_connection_orders as o').select((eb) => eb.fn.countAll<number>().as('n'));
  for (const c of conditions(query)) q = q.where(c);
  return Number((await q.executeTakeFirstOrThrow()).n);
}

/** The open (issued or assigned) or energized order of an application. */
export async function currentOrderOf(db: Db, applicationId: number) {
  return db
    .selectFrom('msd_connection_orders')
    .select(['id', 'co_number', 'status'])
    .where('application_id', '=', applicationId)
    .where('status', '<>', ConnectionOrderStatus.Cancelled)
    .executeTakeFirst();
}
