import { getConnectionOrderEndpoint } from '@ilaw/contracts/msd/connection-orders/get-connection-order';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { CO_READERS } from '../access.ts';
import { loadOrderDetail } from './connection-order-queries.ts';

export const getConnectionOrder = defineRoute({
  endpoint: getConnectionOrderEndpoint,
  access: anyRole(...CO_READERS),
  handler: ({ params, db, user }) => loadOrderDetail(db, user, params.id),
});
