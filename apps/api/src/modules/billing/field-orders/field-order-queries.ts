// Reads of disconnection and reconnection orders (decision 111) and the row -> contract mapper.
import type { FieldOrder } from '@ilaw/contracts/billing/field-orders/field-order';
import type { listFieldOrdersQuery } from '@ilaw/contracts/billing/field-orders/field-order';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../../platform/db/schema.ts';
import { iso } from '../disconnections/disconnection-queries.ts';

type Db = Kysely<Database> | Transaction<Database>;

export function fieldOrderQuery(db: Db) {
  return db
    .selectFrom('billing_field_orders as o')
    .innerJoin('billing_consumers as c', 'c.id', 'o.consumer_id')
    .leftJoin('billing_routes as r', 'r.id', 'c.route_id')
    .leftJoin('billing_disconnection_notices as n', 'n.id', 'o.notice_id')
    .leftJoin('billing_field_orders as d', 'd.id', 'o.disconnection_id')
    .select([
      'o.id',
      'o.order_no',
      'o.kind',
      'o.status',
      'o.consumer_id',
      'c.account_no',
      'c.name',
      sql<string | null>`concat_ws(', ', nullif(c.address, ''), c.barangay, c.town)`.as('address'),
      'c.branch_code',
      'r.code as route_code',
      'c.account_status',
      'n.notice_no',
      'd.order_no as disconnection_order_no',
      'o.arrears',
      'o.crew',
      'o.assigned_at',
      'o.executed_at',
      'o.reading',
      'o.seal_no',
      'o.latitude',
      'o.longitude',
      'o.accuracy_m',
      'o.remarks',
      'o.created_at',
      sql<
        number[]
      >`coalesce((SELECT array_agg(p.id ORDER BY p.id) FROM billing_field_photos p WHERE p.order_id = o.id), '{}')`.as(
        'photo_ids',
      ),
    ]);
}

type Row = Awaited<ReturnType<ReturnType<typeof fieldOrderQuery>['executeTakeFirstOrThrow']>>;

export function toFieldOrder(r: Row): FieldOrder {
  return {
    id: r.id,
    orderNo: r.order_no,
    kind: r.kind,
    status: r.status,
    consumerId: r.consumer_id,
    accountNo: r.account_no,
    name: r.name,
    address: r.address,
    branchCode: r.branch_code,
    routeCode: r.route_code,
    accountStatus: r.account_status,
    noticeNo: r.notice_no,
    disconnectionOrderNo: r.disconnection_order_no,
    arrears: r.arrears,
    crew: r.crew,
    assignedAt: r.assigned_at === null ? null : iso(r.assigned_at),
    executedAt: r.executed_at === null ? null : iso(r.executed_at),
    reading: r.reading,
    sealNo: r.seal_no,
    latitude: r.latitude,
    longitude: r.longitude,
    accuracyM: r.accuracy_m,
    remarks: r.remarks,
    photoIds: (r.photo_ids ?? []).map(Number),
    createdAt: iso(r.created_at),
  };
}

export async function loadFieldOrders(db: Db, ids: readonly number[]): Promise<FieldOrder[]> {
  if (ids.length === 0) return [];
  const rows = await fieldOrderQuery(db)
    .where('o.id', 'in', [...ids])
    .orderBy('o.id')
    .execute();
  return rows.map(toFieldOrder);
}

export function filteredFieldOrders(db: Db, q: z.output<typeof listFieldOrdersQuery>) {
  let query = fieldOrderQuery(db);
  if (q.kind) query = query.where('o.kind', '=', q.kind);
  if (q.status) query = query.where('o.status', '=', q.status);
  if (q.branchCode !== undefined) query = query.where('c.branch_code', '=', q.branchCode);
  if (q.routeId !== undefined) query = query.where('c.route_id', '=', q.routeId);
  if (q.crew) query = query.where(sql<boolean>`lower(o.crew) = lower(${q.crew})`);
  if (q.search) {
    const term = `${q.search.toLowerCase().replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
    query = query.where((eb) =>
      eb.or([
        eb(sql`lower(c.account_no)`, 'like', term),
        eb(sql`lower(c.name)`, 'like', term),
        eb(sql`lower(o.order_no)`, 'like', term),
      ]),
    );
  }
  return query.orderBy('o.id', 'desc');
}
