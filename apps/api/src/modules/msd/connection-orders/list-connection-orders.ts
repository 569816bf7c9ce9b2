import { CONNECTION_ORDER_MESSAGES } from '@ilaw/contracts/msd/connection-orders/connection-order';
import { listConnectionOrdersEndpoint } from '@ilaw/contracts/msd/connection-orders/list-connection-orders';
import { anyRole } from '../../../platform/http/access.ts';
import type { SessionUser } from '../../../platform/http/context.ts';
import { defineRoute, type HandlerInput } from '../../../platform/http/define-route.ts';
import { forbidden } from '../../../platform/http/errors.ts';
import { CO_READERS } from '../access.ts';
import { countOrders, orderListQuery, toOrder, type OrderFilter } from './connection-order-queries.ts';

/** The branch filter is ConOrderFilterByBranch's (SPEC.md); others list every branch. */
export function checkBranchFilter(user: SessionUser, query: OrderFilter) {
  if (query.branchCode !== undefined && !user.roles.includes('ConOrderFilterByBranch')) {
    throw forbidden(CONNECTION_ORDER_MESSAGES.branchFilter);
  }
}

export async function listOrderPage({
  query,
  db,
  user,
}: HandlerInput<typeof listConnectionOrdersEndpoint, SessionUser>) {
  checkBranchFilter(user, query);
  const rows = await orderListQuery(db, query)
    .limit(query.itemsPerPage)
    .offset((query.page - 1) * query.itemsPerPage)
    .execute();
  return { data: rows.map(toOrder), total: await countOrders(db, query) };
}

export const listConnectionOrders = defineRoute({
  endpoint: listConnectionOrdersEndpoint,
  access: anyRole(...CO_READERS),
  handler: listOrderPage,
});
