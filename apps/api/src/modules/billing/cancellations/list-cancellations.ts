import { type Kysely, sql } from 'kysely';
import type { z } from 'zod';
import {
  listCancellationsEndpoint,
  type listCancellationsQuery,
} from '@ilaw/contracts/billing/cancellations/list-cancellations';
import type { Database } from '../../../platform/db/schema.ts';
import { paginate } from '../../../platform/db/paging.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { anyRoleOf, CANCELLATION_DECIDE, CANCELLATION_REQUEST } from '../access.ts';
import { cancellationQuery, toCancellations } from './cancellation-queries.ts';
import { requestedOrder } from '../../../platform/db/list-sort.ts';

/** Who reads the cancellation requests (the list and its export). */
export const CANCELLATION_READERS = anyRoleOf(CANCELLATION_REQUEST, CANCELLATION_DECIDE);

/** The requests of the list's filters in its order (the list pages it, the export writes all). */
export function filteredCancellations(
  db: Kysely<Database>,
  query: Omit<z.output<typeof listCancellationsQuery>, 'page' | 'itemsPerPage'>,
) {
  let q = cancellationQuery(db);
  if (query.status) q = q.where('x.status', '=', query.status);
  const requested = requestedOrder(query, {
    billNo: sql`b.bill_no`,
    consumer: sql`c.name`,
    period: sql`m.period`,
    amount: sql`b.total_amount`,
    status: sql`x.status`,
  });
  if (requested !== undefined) q = q.orderBy(requested);
  return q.orderBy('x.id', 'desc');
}

export const listCancellations = defineRoute({
  endpoint: listCancellationsEndpoint,
  access: CANCELLATION_READERS,
  async handler({ query, db, user }) {
    const page = await paginate(filteredCancellations(db, query), query, (r) => r);
    return { data: await toCancellations(db, user, page.data), total: page.total };
  },
});
