// Reads of travel orders and the row -> contract mapper (travellers and approval beside each order).
import type { listTravelOrdersEndpoint } from '@ilaw/contracts/travel/travel-orders/list-travel-orders';
import {
  TRAVEL_ORDER_DOCUMENT_TYPE,
  TRAVEL_ORDER_MESSAGES,
  type TravelOrder,
  type Traveller,
} from '@ilaw/contracts/travel/travel-orders/travel-order';
import { employeeDisplayName } from '@ilaw/contracts/hr/employees/employee';
import { sql, type Kysely, type Transaction } from 'kysely';
import { approvalSummaries } from '../../../platform/approvals/engine.ts';
import { requestedOrder } from '../../../platform/db/list-sort.ts';
import type { Database } from '../../../platform/db/schema.ts';
import type { SessionUser } from '../../../platform/http/context.ts';
import type { InputOf } from '../../../platform/http/define-route.ts';
import { notFound } from '../../../platform/http/errors.ts';
import { travelDays } from '../compute/travel-rules.ts';

type Db = Kysely<Database> | Transaction<Database>;
export type TravelOrderQuery = InputOf<typeof listTravelOrdersEndpoint>['query'];

export function travelOrderRows(db: Db) {
  return db
    .selectFrom('travel_orders as o')
    .innerJoin('users as u', 'u.id', 'o.created_by')
    .selectAll('o')
    .select('u.full_name as created_by_name');
}

export type TravelOrderRow = Awaited<ReturnType<ReturnType<typeof travelOrderRows>['executeTakeFirstOrThrow']>>;

export function filteredTravelOrders(db: Db, q: TravelOrderQuery) {
  let query = travelOrderRows(db);
  if (q.status !== undefined) query = query.where('o.status', '=', q.status);
  if (q.year !== undefined) query = query.where('o.to_year', '=', q.year);
  if (q.dateFrom !== undefined) query = query.where('o.date_to', '>=', q.dateFrom);
  if (q.dateTo !== undefined) query = query.where('o.date_from', '<=', q.dateTo);
  if (q.employeeId !== undefined) {
    const employeeId = q.employeeId;
    query = query.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('travel_order_travellers as t')
          .select('t.employee_id')
          .whereRef('t.travel_order_id', '=', 'o.id')
          .where('t.employee_id', '=', employeeId),
      ),
    );
  }
  if (q.search) {
    const like = `%${q.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query = query.where(
      sql<boolean>`(o.to_number ILIKE ${like} OR o.destination ILIKE ${like} OR o.purpose ILIKE ${like}
        OR EXISTS (SELECT 1 FROM travel_order_travellers t JOIN employees e ON e.id = t.employee_id
          WHERE t.travel_order_id = o.id AND (e.last_name || ', ' || e.first_name) ILIKE ${like}))`,
    );
  }
  const order = requestedOrder(q, {
    toNumber: sql`o.to_number`,
    dateFrom: sql`o.date_from`,
    destination: sql`o.destination`,
    status: sql`o.status`,
  });
  return (order ? query.orderBy(order) : query).orderBy('o.date_from', 'desc').orderBy('o.id', 'desc');
}

async function travellersOf(db: Db, orderIds: readonly number[]): Promise<Map<number, Traveller[]>> {
  const out = new Map<number, Traveller[]>();
  if (orderIds.length === 0) return out;
  const rows = await db
    .selectFrom('travel_order_travellers as t')
    .innerJoin('employees as e', 'e.id', 't.employee_id')
    .leftJoin('departments as d', 'd.id', 'e.department_id')
    .select([
      't.travel_order_id',
      't.employee_id',
      'e.employee_id as code',
      'e.first_name',
      'e.middle_name',
      'e.last_name',
      'e.suffix',
      'e.position',
      'd.name as department',
    ])
    .where('t.travel_order_id', 'in', [...new Set(orderIds)])
    .orderBy('t.travel_order_id')
    .orderBy('t.seq')
    .execute();
  for (const r of rows) {
    const list = out.get(r.travel_order_id) ?? [];
    list.push({
      employeeId: r.employee_id,
      employeeCode: r.code,
      name: employeeDisplayName({
        firstName: r.first_name,
        middleName: r.middle_name,
        lastName: r.last_name,
        suffix: r.suffix,
      }),
      position: r.position,
      department: r.department,
    });
    out.set(r.travel_order_id, list);
  }
  return out;
}

const iso = (d: Date | null) => (d === null ? null : d.toISOString());

export async function toTravelOrders(
  db: Db,
  user: SessionUser,
  rows: readonly TravelOrderRow[],
): Promise<TravelOrder[]> {
  const ids = rows.map((r) => r.id);
  // One after the other: inside a transaction PGlite has one session.
  const travellers = await travellersOf(db, ids);
  const approvals = await approvalSummaries(db, user, TRAVEL_ORDER_DOCUMENT_TYPE, ids);
  const files = ids.length
    ? await db
        .selectFrom('travel_order_attachments as a')
        .innerJoin('stored_files as f', 'f.id', 'a.file_id')
        .innerJoin('users as u', 'u.id', 'a.created_by')
        .select(['a.id', 'a.travel_order_id', 'a.created_at', 'f.original_name', 'f.size_bytes', 'u.full_name'])
        .where('a.travel_order_id', 'in', ids)
        .orderBy('a.id')
        .execute()
    : [];
  return rows.map((r) => ({
    id: r.id,
    toNumber: r.to_number,
    destination: r.destination,
    purpose: r.purpose,
    dateFrom: r.date_from,
    dateTo: r.date_to,
    days: travelDays(r.date_from, r.date_to),
    funding: r.funding,
    estimatedExpenses: r.estimated_expenses,
    transportation: r.transportation,
    remarks: r.remarks,
    status: r.status,
    travellers: travellers.get(r.id) ?? [],
    attachments: files
      .filter((f) => f.travel_order_id === r.id)
      .map((f) => ({
        id: f.id,
        fileName: f.original_name,
        sizeBytes: f.size_bytes,
        by: f.full_name,
        at: f.created_at.toISOString(),
      })),
    createdBy: r.created_by_name,
    createdAt: r.created_at.toISOString(),
    submittedAt: iso(r.submitted_at),
    decidedAt: iso(r.decided_at),
    cancelledAt: iso(r.cancelled_at),
    cancelReason: r.cancel_reason,
    approval: approvals.get(r.id) ?? null,
  }));
}

export async function travelOrderById(db: Db, user: SessionUser, id: number): Promise<TravelOrder> {
  const row = await travelOrderRows(db).where('o.id', '=', id).executeTakeFirst();
  if (!row) throw notFound(TRAVEL_ORDER_MESSAGES.notFound);
  return (await toTravelOrders(db, user, [row]))[0]!;
}
