import { listFieldOrdersEndpoint } from '@ilaw/contracts/billing/field-orders/list-field-orders';
import { paginate } from '../../../platform/db/paging.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { DISCONNECTION_VIEW, FIELD_ORDER_EXECUTE, anyRoleOf } from '../access.ts';
import { filteredFieldOrders, toFieldOrder } from './field-order-queries.ts';

export const listFieldOrders = defineRoute({
  endpoint: listFieldOrdersEndpoint,
  access: anyRoleOf(DISCONNECTION_VIEW, FIELD_ORDER_EXECUTE),
  handler: ({ query, db }) => paginate(filteredFieldOrders(db, query), query, toFieldOrder),
});
