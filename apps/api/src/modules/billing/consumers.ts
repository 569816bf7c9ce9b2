// Consumer master: search, one by account number, near-by, create and update.
import type { Consumer } from '@ilaw/contracts/billing/consumers/consumer';
import { createConsumerEndpoint } from '@ilaw/contracts/billing/consumers/create-consumer';
import { getConsumerEndpoint } from '@ilaw/contracts/billing/consumers/get-consumer';
import { listConsumersEndpoint } from '@ilaw/contracts/billing/consumers/list-consumers';
import { nearConsumersEndpoint } from '@ilaw/contracts/billing/consumers/list-near-consumers';
import { updateConsumerEndpoint } from '@ilaw/contracts/billing/consumers/update-consumer';
import { sql, type Kysely, type RawBuilder, type Transaction } from 'kysely';
import { diff, recordAudit } from '../../platform/audit/audit-trail.ts';
import type { Database } from '../../platform/db/schema.ts';
import { defineRoute } from '../../platform/http/define-route.ts';
import { duplicateToConflict } from '../../platform/posting/database-conflicts.ts';
import { conflict, fieldError, notFound } from '../../platform/http/errors.ts';
import { BILLING_MASTER, BILLING_VIEW } from './access.ts';

export function consumerQuery(db: Kysely<Database>) {
  return db
    .selectFrom('billing_consumers as c')
    .leftJoin('billing_routes as r', 'r.id', 'c.route_id')
    .select([
      'c.id',
      'c.account_no',
      'c.branch_code',
      'c.name',
      'c.town',
      'c.barangay',
      'c.address',
      'c.consumer_class',
      'c.account_status',
      'c.meter_serial',
      'c.meter_brand',
      'c.multiplier',
      'c.meter_shape',
      'c.initial_reading',
      'c.route_id',
      'r.code as route_code',
      'c.sequence',
      'c.latitude',
      'c.longitude',
      'c.is_lifeliner',
      'c.is_senior_citizen',
      'c.deposit',
      'c.updated_at',
    ]);
}
type Row = Awaited<ReturnType<ReturnType<typeof consumerQuery>['executeTakeFirstOrThrow']>>;

export function toConsumer(r: Row): Consumer {
  return {
    id: r.id,
    accountNo: r.account_no,
    branchCode: r.branch_code,
    name: r.name,
    town: r.town,
    barangay: r.barangay,
    address: r.address,
    consumerClass: r.consumer_class as Consumer['consumerClass'],
    accountStatus: r.account_status,
    meterSerial: r.meter_serial,
    meterBrand: r.meter_brand,
    multiplier: r.multiplier,
    meterShape: r.meter_shape,
    initialReading: r.initial_reading,
    routeId: r.route_id,
    routeCode: r.route_code,
    sequence: r.sequence,
    latitude: r.latitude,
    longitude: r.longitude,
    isLifeliner: r.is_lifeliner,
    isSeniorCitizen: r.is_senior_citizen,
    deposit: r.deposit,
    updatedAt: r.updated_at.toISOString(),
  };
}

export async function consumerByAccount(db: Kysely<Database>, accountNo: string): Promise<Consumer> {
  const row = await consumerQuery(db)
    .where(sql`lower(c.account_no)`, '=', accountNo.toLowerCase())
    .executeTakeFirst();
  if (!row) throw notFound(`No consumer has account number ${accountNo}.`);
  return toConsumer(row);
}

function likePrefix(term: string): string {
  return `${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

interface ConsumerFilters {
  branchCode?: number | undefined;
  routeId?: number | undefined;
  consumerClass?: string | undefined;
  accountStatus?: number | undefined;
}

/** The list's filters as one condition on the consumer aliased `c`. */
function filterCondition(f: ConsumerFilters) {
  const parts = [sql<boolean>`true`];
  if (f.branchCode !== undefined) parts.push(sql`c.branch_code = ${f.branchCode}`);
  if (f.routeId !== undefined) parts.push(sql`c.route_id = ${f.routeId}`);
  if (f.consumerClass) parts.push(sql`c.consumer_class = ${f.consumerClass}`);
  if (f.accountStatus !== undefined) parts.push(sql`c.account_status = ${f.accountStatus}`);
  return sql<boolean>`${sql.join(parts, sql` AND `)}`;
}

/** Lists and searches count exactly up to this many consumers; beyond it the total is an estimate. */
export const COUNT_CAP = 10_000;

/** The planner's row estimate for a condition on the consumer aliased `c` (table statistics). */
async function estimatedRows(db: Kysely<Database>, where: RawBuilder<boolean>): Promise<number> {
  const { rows } = await sql<{ 'QUERY PLAN': unknown }>`
    EXPLAIN (FORMAT JSON) SELECT 1 FROM billing_consumers c WHERE ${where}`.execute(db);
  const raw = rows[0]?.['QUERY PLAN'];
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan?: { 'Plan Rows'?: number } }[];
  return Math.round(Number(plan[0]?.Plan?.['Plan Rows'] ?? 0));
}

interface Page {
  ids: number[];
  total: number;
  totalIsEstimate: boolean;
}

/**
 * The page of a search (ids in account-number order) and its total. Each prefix is matched on its
 * own covering index (migration 0302: index-only scans); a consumer matching several columns is
 * counted once because later branches leave out earlier branches' matches. Up to COUNT_CAP
 * matches are collected, counted and sorted in one statement, so the cost follows the matches,
 * never the table. A broader term (more matches than that) takes each prefix's first consumers in
 * account order and merges them; its total is the planner's estimate
 * (docs/decisions/044-billing-performance.md).
 */
async function searchPage(
  db: Kysely<Database>,
  search: string,
  f: ConsumerFilters,
  paging: { page: number; itemsPerPage: number },
): Promise<Page> {
  const term = likePrefix(search);
  const offset = (paging.page - 1) * paging.itemsPerPage;
  const cap = Math.max(COUNT_CAP, paging.page * paging.itemsPerPage);
  const prefix = (column: 'account_no' | 'name' | 'meter_serial', excluded: ('account_no' | 'name')[]) => {
    let q = db
      .selectFrom('billing_consumers as c')
      .select(['c.id', 'c.account_no'])
      .where(sql`lower(${sql.ref(`c.${column}`)})`, 'like', term)
      .where(filterCondition(f));
    for (const e of excluded) q = q.where(sql`lower(${sql.ref(`c.${e}`)})`, 'not like', term);
    return q;
  };
  const matches = prefix('account_no', [])
    .unionAll(prefix('name', ['account_no']))
    .unionAll(prefix('meter_serial', ['account_no', 'name']));
  const { rows } = await sql<{ total: number; ids: number[] | null }>`
    WITH m AS MATERIALIZED (${matches} LIMIT ${cap + 1})
    SELECT (SELECT count(*)::int FROM m) AS total,
      CASE WHEN (SELECT count(*) FROM m) <= ${cap}
        THEN ARRAY(SELECT id FROM m ORDER BY account_no LIMIT ${paging.itemsPerPage} OFFSET ${offset}) END AS ids`.execute(
    db,
  );
  const total = Number(rows[0]?.total ?? 0);
  if (total <= cap) return { ids: (rows[0]?.ids ?? []).map(Number), total, totalIsEstimate: false };
  // Broad: each prefix's first consumers in account order (dense matches come off the account-number
  // index at once), then the page of their merge.
  const k = offset + paging.itemsPerPage;
  const first = (q: ReturnType<typeof prefix>) => q.orderBy('c.account_no').limit(k);
  const page = await sql<{ id: number }>`
    SELECT id FROM ((${first(prefix('account_no', []))}) UNION ALL (${first(prefix('name', ['account_no']))})
      UNION ALL (${first(prefix('meter_serial', ['account_no', 'name']))})) x
    ORDER BY account_no LIMIT ${paging.itemsPerPage} OFFSET ${offset}`.execute(db);
  const where = sql<boolean>`(lower(c.account_no) LIKE ${term} OR lower(c.name) LIKE ${term}
    OR lower(c.meter_serial) LIKE ${term}) AND ${filterCondition(f)}`;
  return {
    ids: page.rows.map((r) => Number(r.id)),
    total: Math.max(total, await estimatedRows(db, where)),
    totalIsEstimate: true,
  };
}

export const listConsumers = defineRoute({
  endpoint: listConsumersEndpoint,
  access: BILLING_VIEW,
  async handler({ query, db }) {
    if (query.search) {
      const { ids, total, totalIsEstimate } = await searchPage(db, query.search, query, query);
      const rows =
        ids.length === 0 ? [] : await consumerQuery(db).where('c.id', 'in', ids).orderBy('c.account_no').execute();
      return { data: rows.map(toConsumer), total, totalIsEstimate };
    }
    // Without a search the page comes straight off the account-number index in order. Counting a
    // whole 300,000-consumer table on every page would cost more than the page: the count stops
    // past COUNT_CAP, and beyond that the total is the planner's estimate (flagged).
    const rows = await consumerQuery(db)
      .where(filterCondition(query))
      .orderBy('c.account_no')
      .limit(query.itemsPerPage)
      .offset((query.page - 1) * query.itemsPerPage)
      .execute();
    const cap = Math.max(COUNT_CAP, query.page * query.itemsPerPage);
    const counted = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM (SELECT 1 FROM billing_consumers c WHERE ${filterCondition(query)} LIMIT ${cap + 1}) s`.execute(
      db,
    );
    const n = Number(counted.rows[0]?.n ?? 0);
    if (n <= cap) return { data: rows.map(toConsumer), total: n, totalIsEstimate: false };
    const estimate = await estimatedRows(db, filterCondition(query));
    return { data: rows.map(toConsumer), total: Math.max(n, estimate), totalIsEstimate: true };
  },
});

export const getConsumer = defineRoute({
  endpoint: getConsumerEndpoint,
  access: BILLING_VIEW,
  async handler({ params, db }) {
    return consumerByAccount(db, params.accountNo);
  },
});

const EARTH_RADIUS_M = 6_371_000;

export const nearConsumers = defineRoute({
  endpoint: nearConsumersEndpoint,
  access: BILLING_VIEW,
  async handler({ params, query, db }) {
    const origin = await consumerByAccount(db, params.accountNo);
    if (origin.latitude === null || origin.longitude === null) {
      throw fieldError('accountNo', 'This consumer has no recorded coordinates.');
    }
    // Bounding box on the (latitude, longitude) index, then the exact haversine distance.
    const lat = Number(origin.latitude);
    const lng = Number(origin.longitude);
    const dLat = (query.radius / EARTH_RADIUS_M) * (180 / Math.PI);
    const dLng = dLat / Math.max(Math.cos((lat * Math.PI) / 180), 0.01);
    const distance = sql<number>`(2 * ${EARTH_RADIUS_M} * asin(sqrt(
        power(sin(radians(c.latitude::float8 - ${lat}) / 2), 2) +
        cos(radians(${lat})) * cos(radians(c.latitude::float8)) * power(sin(radians(c.longitude::float8 - ${lng}) / 2), 2))))`;
    const rows = await db
      .selectFrom(
        consumerQuery(db)
          .select(distance.as('distance'))
          .where('c.latitude', '>=', String(lat - dLat))
          .where('c.latitude', '<=', String(lat + dLat))
          .where('c.longitude', '>=', String(lng - dLng))
          .where('c.longitude', '<=', String(lng + dLng))
          .where('c.id', '<>', origin.id)
          .as('x'),
      )
      .selectAll()
      .where('x.distance', '<=', query.radius)
      .orderBy('x.distance')
      .orderBy('x.account_no')
      .limit(query.limit)
      .execute();
    return rows.map((r) => ({ ...toConsumer(r), distanceMeters: Math.round(Number(r.distance) * 10) / 10 }));
  },
});

interface ConsumerBody {
  accountNo: string;
  branchCode: number;
  name: string;
  town: string;
  barangay: string;
  address: string | null;
  consumerClass: string;
  accountStatus: number;
  meterSerial: string | null;
  meterBrand: string | null;
  multiplier: string;
  meterShape: number | null;
  initialReading: string | null;
  routeId: number | null;
  sequence: number | null;
  latitude: number | null;
  longitude: number | null;
  isLifeliner: boolean;
  isSeniorCitizen: boolean;
  deposit: string | null;
}

async function checkConsumer(trx: Transaction<Database>, body: ConsumerBody, id: number | null): Promise<void> {
  const branch = await trx.selectFrom('branches').select('code').where('code', '=', body.branchCode).executeTakeFirst();
  if (!branch) throw fieldError('branchCode', 'Choose a branch from the list.');
  const prefix = String(body.branchCode).padStart(2, '0');
  if (!body.accountNo.startsWith(prefix)) {
    throw fieldError('accountNo', `The account number must start with the branch code ${prefix}.`);
  }
  if (body.routeId !== null) {
    const route = await trx
      .selectFrom('billing_routes')
      .select('branch_code')
      .where('id', '=', body.routeId)
      .executeTakeFirst();
    if (!route) throw fieldError('routeId', 'The route was not found.');
    if (route.branch_code !== body.branchCode) throw fieldError('routeId', 'The route belongs to another branch.');
  }
  if ((body.latitude === null) !== (body.longitude === null)) {
    throw fieldError('latitude', 'Give both latitude and longitude, or neither.');
  }
  const dup = await trx
    .selectFrom('billing_consumers')
    .select('id')
    .where(sql`lower(account_no)`, '=', body.accountNo.toLowerCase())
    .$if(id !== null, (q) => q.where('id', '<>', id!))
    .executeTakeFirst();
  if (dup) throw conflict(ACCOUNT_TAKEN, 'accountNo');
}

const ACCOUNT_TAKEN = 'Another consumer has this account number.';
/** Two clerks saving one account number at once: the unique key decides, with the same message. */
const accountTaken = duplicateToConflict({
  constraint: 'billing_consumers_account_no',
  message: ACCOUNT_TAKEN,
  field: 'accountNo',
});

function columns(body: ConsumerBody) {
  return {
    account_no: body.accountNo,
    branch_code: body.branchCode,
    name: body.name.toUpperCase(),
    town: body.town,
    barangay: body.barangay,
    address: body.address,
    consumer_class: body.consumerClass,
    account_status: body.accountStatus,
    meter_serial: body.meterSerial,
    meter_brand: body.meterBrand,
    multiplier: body.multiplier,
    meter_shape: body.meterShape,
    initial_reading: body.initialReading ?? '0',
    route_id: body.routeId,
    sequence: body.sequence,
    latitude: body.latitude === null ? null : String(body.latitude),
    longitude: body.longitude === null ? null : String(body.longitude),
    is_lifeliner: body.isLifeliner,
    is_senior_citizen: body.isSeniorCitizen,
    deposit: body.deposit ?? '0',
  };
}

export const createConsumer = defineRoute({
  endpoint: createConsumerEndpoint,
  access: BILLING_MASTER,
  async handler({ body, db, actor, reply }) {
    const id = await db
      .transaction()
      .execute(async (trx) => {
        await checkConsumer(trx, body, null);
        const row = await trx
          .insertInto('billing_consumers')
          .values(columns(body))
          .returning('id')
          .executeTakeFirstOrThrow();
        await recordAudit(trx, actor, {
          entityType: 'billing-consumer',
          entityId: row.id,
          action: 'created',
          newValues: columns(body),
        });
        return row.id;
      })
      .catch(accountTaken);
    reply.code(201);
    return toConsumer(await consumerQuery(db).where('c.id', '=', id).executeTakeFirstOrThrow());
  },
});

export const updateConsumer = defineRoute({
  endpoint: updateConsumerEndpoint,
  access: BILLING_MASTER,
  async handler({ params, body, db, actor }) {
    await db
      .transaction()
      .execute(async (trx) => {
        const before = await trx
          .selectFrom('billing_consumers')
          .selectAll()
          .where('id', '=', params.id)
          .forUpdate()
          .executeTakeFirst();
        if (!before) throw notFound('The consumer was not found.');
        await checkConsumer(trx, body, params.id);
        const values = columns(body);
        await trx
          .updateTable('billing_consumers')
          .set({ ...values, updated_at: new Date() })
          .where('id', '=', params.id)
          .execute();
        const { id: _id, created_at: _c, updated_at: _u, ...old } = before;
        const changes = diff(old, values);
        if (Object.keys(changes.newValues).length > 0) {
          await recordAudit(trx, actor, {
            entityType: 'billing-consumer',
            entityId: params.id,
            action: 'updated',
            ...changes,
          });
        }
      })
      .catch(accountTaken);
    return toConsumer(await consumerQuery(db).where('c.id', '=', params.id).executeTakeFirstOrThrow());
  },
});
