import { sql } from 'kysely';
import { listAdjustmentRequestsEndpoint } from '@ilaw/contracts/billing/adjustments/list-adjustment-requests';
import { paginate } from '../../../platform/db/paging.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { ADJUSTMENT_DECIDE, anyRoleOf, BILLING_MASTER } from '../access.ts';
import { requestQuery, toRequests } from './adjustment-queries.ts';
import { requestedOrder } from '../../../platform/db/list-sort.ts';

export const listAdjustmentRequests = defineRoute({
  endpoint: listAdjustmentRequestsEndpoint,
  access: anyRoleOf(BILLING_MASTER, ADJUSTMENT_DECIDE),
  async handler({ query, db, user }) {
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
    const page = await paginate(q.orderBy('a.id', 'desc'), query, (r) => r);
    return { data: await toRequests(db, user, page.data), total: page.total };
  },
});
