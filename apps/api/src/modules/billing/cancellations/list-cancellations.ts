import { sql } from 'kysely';
import { listCancellationsEndpoint } from '@ilaw/contracts/billing/cancellations/list-cancellations';
import { paginate } from '../../../platform/db/paging.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { anyRoleOf, CANCELLATION_DECIDE, CANCELLATION_REQUEST } from '../access.ts';
import { cancellationQuery, toCancellations } from './cancellation-queries.ts';
import { requestedOrder } from '../../../platform/db/list-sort.ts';

export const listCancellations = defineRoute({
  endpoint: listCancellationsEndpoint,
  access: anyRoleOf(CANCELLATION_REQUEST, CANCELLATION_DECIDE),
  async handler({ query, db, user }) {
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
    const page = await paginate(q.orderBy('x.id', 'desc'), query, (r) => r);
    return { data: await toCancellations(db, user, page.data), total: page.total };
  },
});
