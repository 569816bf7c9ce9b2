import { listBillsEndpoint } from '@ilaw/contracts/billing/bills/list-bills';
import { sql } from 'kysely';
import { paginate } from '../../../platform/db/paging.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { BILLING_VIEW } from '../access.ts';
import { billQuery, toBillSummary } from './bill-queries.ts';
import { requestedOrder } from '../../../platform/db/list-sort.ts';

export const listBills = defineRoute({
  endpoint: listBillsEndpoint,
  access: BILLING_VIEW,
  async handler({ query, db }) {
    let q = billQuery(db);
    if (query.billMonthId !== undefined) q = q.where('b.bill_month_id', '=', query.billMonthId);
    if (query.branchCode !== undefined) q = q.where('b.branch_code', '=', query.branchCode);
    if (query.routeId !== undefined) q = q.where('b.route_id', '=', query.routeId);
    if (query.accountNo) q = q.where(sql`lower(c.account_no)`, '=', query.accountNo.toLowerCase());
    if (query.status) q = q.where('b.status', '=', query.status);
    const requested = requestedOrder(query, {
      billNo: sql`b.bill_no`,
      accountNo: sql`c.account_no`,
      consumerName: sql`c.name`,
      routeCode: sql`r.code`,
      consumerClass: sql`b.consumer_class`,
      kwh: sql`b.kwh`,
      totalAmount: sql`b.total_amount`,
      status: sql`b.status`,
    });
    if (requested !== undefined) q = q.orderBy(requested);
    return paginate(q.orderBy('b.id', 'desc'), query, toBillSummary);
  },
});
