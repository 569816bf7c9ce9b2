import type { Consumer } from '@ilaw/contracts/billing/consumers/consumer';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../../../platform/db/schema.ts';
import { notFound } from '../../../platform/http/errors.ts';
import type { InputOf } from '../../../platform/http/define-route.ts';
import type { listConsumersEndpoint } from '@ilaw/contracts/billing/consumers/list-consumers';
import type { ConsumerClassCode } from '@ilaw/contracts/billing/enums';

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
    consumerClass: r.consumer_class as ConsumerClassCode,
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

type ConsumerFilters = Pick<
  InputOf<typeof listConsumersEndpoint>['query'],
  'branchCode' | 'routeId' | 'consumerClass' | 'accountStatus'
>;

/** The list's filters as one condition on the consumer aliased `c`. */
export function filterCondition(f: ConsumerFilters) {
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
export async function estimatedRows(db: Kysely<Database>, where: RawBuilder<boolean>): Promise<number> {
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
export async function searchPage(
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

/**
 * The page of a search sorted by another column than the account number: every match in that
 * order (the total comes from searchPage). Only asked for when the clerk sorts a search.
 */
export async function sortedSearchPage(
  db: Kysely<Database>,
  search: string,
  f: ConsumerFilters,
  order: RawBuilder<unknown>,
  paging: { page: number; itemsPerPage: number },
): Promise<number[]> {
  const term = likePrefix(search);
  const rows = await db
    .selectFrom('billing_consumers as c')
    .select('c.id')
    .where(
      sql<boolean>`(lower(c.account_no) LIKE ${term} OR lower(c.name) LIKE ${term}
        OR lower(c.meter_serial) LIKE ${term}) AND ${filterCondition(f)}`,
    )
    .orderBy(order)
    .orderBy('c.account_no')
    .limit(paging.itemsPerPage)
    .offset((paging.page - 1) * paging.itemsPerPage)
    .execute();
  return rows.map((r) => r.id);
}
