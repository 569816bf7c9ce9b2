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

function escapeLike(term: string): string {
  return term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);
}

function likePrefix(term: string): string {
  return `${escapeLike(term)}%`;
}

/** Words of three or more characters are matched through the trigram index (migration 0360). */
const INDEXED_WORD = 3;

/** A search's words: split on spaces and commas, so "VILLANUEVA, JUAN" and "juan villanueva" agree. */
export function searchWords(search: string): string[] {
  return search
    .toLowerCase()
    .split(/[\s,]+/)
    .filter((w) => w !== '');
}

/** The consumer's searchable text; the same expression as the index of migration 0360. */
const consumerSearchText = sql<string>`(' ' || lower(c.account_no || ' ' || c.name || ' ' || coalesce(c.meter_serial, '') || ' '
  || coalesce(c.address, '') || ' ' || c.barangay || ' ' || c.town))`;

/**
 * What a search matches (docs/decisions/047). A search with a word of three or more characters
 * matches consumers whose account number, name, meter serial or address (barangay, town) hold every
 * word, in any order: the long words anywhere in it, a shorter word at the start of a word. All go
 * through the trigram index (a short word after a space still has the trigram of a word's start).
 * A search of only shorter words (the autocomplete's first two characters) matches the start of
 * the account number, name or meter serial (decision 044's prefix indexes).
 */
function usesWords(search: string): boolean {
  return searchWords(search).some((w) => w.length >= INDEXED_WORD);
}

function wordsCondition(search: string) {
  return sql<boolean>`${sql.join(
    searchWords(search).map(
      (w) => sql`${consumerSearchText} LIKE ${w.length >= INDEXED_WORD ? `%${escapeLike(w)}%` : `% ${escapeLike(w)}%`}`,
    ),
    sql` AND `,
  )}`;
}

function prefixCondition(search: string) {
  const term = likePrefix(search);
  return sql<boolean>`(lower(c.account_no) LIKE ${term} OR lower(c.name) LIKE ${term}
    OR lower(c.meter_serial) LIKE ${term})`;
}

/** The search's condition on the consumer aliased `c`. */
export function searchCondition(search: string) {
  return usesWords(search) ? wordsCondition(search) : prefixCondition(search);
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

/** A word search the planner expects to match more than this is paged without counting. */
const BROAD_ESTIMATE = 1.5 * COUNT_CAP;

/** A word search counts exactly up to this many matches when their estimate was low. */
const WORD_COUNT_CAP = 5 * COUNT_CAP;

/** The list without a search counts exactly up to this many consumers (an index-only count). */
export const EXACT_COUNT_UP_TO = 2 * COUNT_CAP;

/**
 * The total of more than `counted` (> COUNT_CAP) matches of a condition: the planner's estimate,
 * unless it is not above what was already counted (statistics older than the rows: PGlite has no
 * autovacuum, a fresh import) or at most `exactUpTo`; then the matches are counted exactly.
 */
export async function totalBeyondCap(
  db: Kysely<Database>,
  where: RawBuilder<boolean>,
  counted: number,
  exactUpTo = 0,
): Promise<{ total: number; totalIsEstimate: boolean }> {
  const estimate = await estimatedRows(db, where);
  if (estimate > exactUpTo && estimate > counted) return { total: estimate, totalIsEstimate: true };
  const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM billing_consumers c WHERE ${where}`.execute(
    db,
  );
  return { total: Number(rows[0]?.n ?? 0), totalIsEstimate: false };
}

interface Page {
  ids: number[];
  total: number;
  totalIsEstimate: boolean;
}

/**
 * The page of a search (ids in account-number order) and its total. Up to COUNT_CAP matches are
 * collected, counted and sorted in one statement, so the cost follows the matches, never the table;
 * a broader search pages its matches in account order and estimates its total (totalBeyondCap).
 * A search by words matches through the trigram index (migration 0360); a short prefix through
 * decision 044's prefix indexes, each prefix on its own covering index (index-only scans), a
 * consumer matching several columns counted once because later branches leave out earlier
 * branches' matches.
 */
export async function searchPage(
  db: Kysely<Database>,
  search: string,
  f: ConsumerFilters,
  paging: { page: number; itemsPerPage: number },
): Promise<Page> {
  const offset = (paging.page - 1) * paging.itemsPerPage;
  const cap = Math.max(COUNT_CAP, paging.page * paging.itemsPerPage);
  if (usesWords(search)) {
    const where = sql<boolean>`${wordsCondition(search)} AND ${filterCondition(f)}`;
    // The trigram index finds candidates, the table row confirms each: collecting 10,000 matches
    // to count them reads as many rows. When the statistics (migration 0360) promise well over
    // that, page straight away and show their estimate.
    const estimate = await estimatedRows(db, where);
    if (estimate > BROAD_ESTIMATE && estimate > cap) {
      const page = await sql<{ id: number }>`
        SELECT c.id FROM billing_consumers c WHERE ${where}
        ORDER BY c.account_no LIMIT ${paging.itemsPerPage} OFFSET ${offset}`.execute(db);
      return { ids: page.rows.map((r) => Number(r.id)), total: estimate, totalIsEstimate: true };
    }
    // Otherwise one pass over the matches counts them exactly (up to WORD_COUNT_CAP: the estimate
    // of a search with short words can be low) and sorts the page out of them.
    const wordCap = Math.max(WORD_COUNT_CAP, cap);
    const { rows } = await sql<{ total: number; ids: number[] | null }>`
      WITH m AS MATERIALIZED (SELECT c.id, c.account_no FROM billing_consumers c WHERE ${where} LIMIT ${wordCap + 1})
      SELECT (SELECT count(*)::int FROM m) AS total,
        CASE WHEN (SELECT count(*) FROM m) <= ${wordCap}
          THEN ARRAY(SELECT id FROM m ORDER BY account_no LIMIT ${paging.itemsPerPage} OFFSET ${offset}) END AS ids`.execute(
      db,
    );
    const total = Number(rows[0]?.total ?? 0);
    if (total <= wordCap) return { ids: (rows[0]?.ids ?? []).map(Number), total, totalIsEstimate: false };
    const page = await sql<{ id: number }>`
      SELECT c.id FROM billing_consumers c WHERE ${where}
      ORDER BY c.account_no LIMIT ${paging.itemsPerPage} OFFSET ${offset}`.execute(db);
    return { ids: page.rows.map((r) => Number(r.id)), ...(await totalBeyondCap(db, where, total)) };
  }
  const term = likePrefix(search);
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
  const where = sql<boolean>`${prefixCondition(search)} AND ${filterCondition(f)}`;
  return { ids: page.rows.map((r) => Number(r.id)), ...(await totalBeyondCap(db, where, total)) };
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
  const rows = await db
    .selectFrom('billing_consumers as c')
    .select('c.id')
    .where(sql<boolean>`${searchCondition(search)} AND ${filterCondition(f)}`)
    .orderBy(order)
    .orderBy('c.account_no')
    .limit(paging.itemsPerPage)
    .offset((paging.page - 1) * paging.itemsPerPage)
    .execute();
  return rows.map((r) => r.id);
}
