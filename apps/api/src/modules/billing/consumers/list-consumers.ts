import { type CONSUMER_SORT_COLUMNS, listConsumersEndpoint } from '@ilaw/contracts/billing/consumers/list-consumers';
import { sql } from 'kysely';
import { requestedOrder, type SortRequest } from '../../../platform/db/list-sort.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { BILLING_VIEW } from '../access.ts';
import {
  consumerQuery,
  COUNT_CAP,
  EXACT_COUNT_UP_TO,
  filterCondition,
  searchPage,
  sortedSearchPage,
  toConsumer,
  totalBeyondCap,
} from './consumer-queries.ts';

/** The clerk's sort of the consumer list, if any (the list and its export). */
export function consumerOrder(query: SortRequest<(typeof CONSUMER_SORT_COLUMNS)[number]>) {
  return requestedOrder(query, {
    accountNo: sql`c.account_no`,
    name: sql`lower(c.name)`,
    consumerClass: sql`c.consumer_class`,
  });
}

export const listConsumers = defineRoute({
  endpoint: listConsumersEndpoint,
  access: BILLING_VIEW,
  async handler({ query, db }) {
    // Account-number order is the indexes' own; another column sorts the matches (or the list) first.
    const requested = consumerOrder(query);
    if (query.search) {
      const { ids, total, totalIsEstimate } = await searchPage(db, query.search, query, query);
      const pageIds = requested === undefined ? ids : await sortedSearchPage(db, query.search, query, requested, query);
      let q = consumerQuery(db).where('c.id', 'in', pageIds);
      if (requested !== undefined) q = q.orderBy(requested);
      const rows = pageIds.length === 0 ? [] : await q.orderBy('c.account_no').execute();
      return { data: rows.map(toConsumer), total, totalIsEstimate };
    }
    // Without a search the page comes straight off the account-number index in order. Counting a
    // whole 300,000-consumer table on every page would cost more than the page: the count stops
    // past COUNT_CAP; beyond that totalBeyondCap counts or estimates (flagged).
    let q = consumerQuery(db).where(filterCondition(query));
    if (requested !== undefined) q = q.orderBy(requested);
    const rows = await q
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
    return { data: rows.map(toConsumer), ...(await totalBeyondCap(db, filterCondition(query), n, EXACT_COUNT_UP_TO)) };
  },
});
