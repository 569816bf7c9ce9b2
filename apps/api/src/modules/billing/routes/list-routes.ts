import { listRoutesEndpoint } from '@ilaw/contracts/billing/routes/list-routes';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { BILLING_VIEW } from '../access.ts';
import { ownRouteIds, readsOwnRoutesOnly } from '../meter-readers/own-routes.ts';
import { routeQuery, toRoute } from './route-queries.ts';

export const listRoutes = defineRoute({
  endpoint: listRoutesEndpoint,
  access: BILLING_VIEW,
  async handler({ query, db, user }) {
    let q = routeQuery(db);
    if (query.branchCode !== undefined) q = q.where('r.branch_code', '=', query.branchCode);
    // A meter reader lists only their own routes; anyone may ask for theirs (mine=true).
    if (query.mine === true || readsOwnRoutesOnly(user)) q = q.where('r.id', 'in', ownRouteIds(user.id));
    return (await q.orderBy('r.branch_code').orderBy('r.code').execute()).map(toRoute);
  },
});
