import { listInterruptionRoutesEndpoint } from '@ilaw/contracts/tsd/interruptions/list-interruption-routes';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { activeConsumersByRoute } from '../../billing/public.ts';
import { INTERRUPTION_RECORDERS } from '../access.ts';

export const listInterruptionRoutes = defineRoute({
  endpoint: listInterruptionRoutesEndpoint,
  access: anyRole(...INTERRUPTION_RECORDERS),
  async handler({ query, db }) {
    const routes = await activeConsumersByRoute(db, { branchCode: query.branchCode });
    return routes.map((r) => ({ routeId: r.routeId, code: r.code, name: r.name, consumers: r.consumers }));
  },
});
