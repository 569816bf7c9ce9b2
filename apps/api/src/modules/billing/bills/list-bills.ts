import { listBillsEndpoint, type listBillsQuery } from '@ilaw/contracts/billing/bills/list-bills';
import { type Kysely, sql } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../../platform/db/schema.ts';
import { paginate } from '../../../platform/db/paging.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { BILLING_VIEW } from '../access.ts';
import { billQuery, toBillSummary } from './bill-queries.ts';
import { requestedOrder } from '../../../platform/db/list-sort.ts';

/** The bills of the list's filters in its order (the list pages it, the export writes all). */
export function filteredBills(
  db: Kysely<Database>,
  query: Omit<z.output<typeof listBillsQuery>, 'page' | 'itemsPerPage'>,
) {
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
  return q.orderBy('b.id', 'desc');
}

export const listBills = defineRoute({
  endpoint: listBillsEndpoint,
  access: BILLING_VIEW,
  async handler({ query, db }) {
    return paginate(filteredBills(db, query), query, toBillSummary);
  },
});
