import { type Kysely, sql } from 'kysely';
import type { z } from 'zod';
import {
  listAdjustmentRequestsEndpoint,
  type listAdjustmentRequestsQuery,
} from '@ilaw/contracts/billing/adjustments/list-adjustment-requests';
import type { Database } from '../../../platform/db/schema.ts';
import { paginate } from '../../../platform/db/paging.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { ADJUSTMENT_DECIDE, anyRoleOf, BILLING_MASTER } from '../access.ts';
import { requestQuery, toRequests } from './adjustment-queries.ts';
import { requestedOrder } from '../../../platform/db/list-sort.ts';

/** Who reads the adjustment requests (the list and its export). */
export const ADJUSTMENT_READERS = anyRoleOf(BILLING_MASTER, ADJUSTMENT_DECIDE);

/** The requests of the list's filters in its order (the list pages it, the export writes all). */
export function filteredRequests(
  db: Kysely<Database>,
  query: Omit<z.output<typeof listAdjustmentRequestsQuery>, 'page' | 'itemsPerPage'>,
) {
  let q = requestQuery(db);
  if (query.status) q = q.where('a.status', '=', query.status);
  if (query.accountNo) q = q.where('c.account_no', '=', query.accountNo);
  const requested = requestedOrder(query, {
    billNo: sql`b.bill_no`,
    consumer: sql`c.name`,
    period: sql`m.period`,
    difference: sql`a.proposed_total - b.total_amount`,
    status: sql`a.status`,
  });
  if (requested !== undefined) q = q.orderBy(requested);
  return q.orderBy('a.id', 'desc');
}

export const listAdjustmentRequests = defineRoute({
  endpoint: listAdjustmentRequestsEndpoint,
  access: ADJUSTMENT_READERS,
  async handler({ query, db, user }) {
    const page = await paginate(filteredRequests(db, query), query, (r) => r);
    return { data: await toRequests(db, user, page.data), total: page.total };
  },
});
