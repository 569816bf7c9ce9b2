import { listPaymentCancellationsEndpoint } from '@ilaw/contracts/collection/payment-cancellations/list-payment-cancellations';
import { sql } from 'kysely';
import { paginate } from '../../../platform/db/paging.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { anyRole } from '../../../platform/http/access.ts';
import { seesAllTellers } from '../payments/payment-queries.ts';
import { cancellationQuery, toCancellations } from './cancellation-queries.ts';

export const listPaymentCancellations = defineRoute({
  endpoint: listPaymentCancellationsEndpoint,
  access: anyRole('Cashier', 'Teller', 'Manager'),
  async handler({ query, db, user }) {
    let q = cancellationQuery(db)
      .orderBy(sql`CASE WHEN x.status = 'Pending' THEN 0 ELSE 1 END`)
      .orderBy(sql`CASE WHEN x.status = 'Pending' THEN x.requested_at END`)
      .orderBy('x.requested_at', 'desc');
    if (!seesAllTellers(user)) q = q.where('x.requested_by', '=', user.id);
    if (query.status !== undefined) q = q.where('x.status', '=', query.status);
    const page = await paginate(q, query, (r) => r);
    return { data: await toCancellations(db, user, page.data), total: page.total };
  },
});
