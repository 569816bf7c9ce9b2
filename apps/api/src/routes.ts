// The API is the sum of the modules' route lists; each module owns its own routes.ts.
import type { RouteDef } from './platform/http/define-route.ts';
import { adminRoutes } from './modules/admin/routes.ts';
import { approvalRoutes } from './modules/approvals/routes.ts';
import { billingRoutes } from './modules/billing/routes.ts';
import { hrRoutes } from './modules/hr/routes.ts';
import { dtrRoutes } from './modules/dtr/routes.ts';
import { leaveRoutes } from './modules/leave/routes.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { platformRoutes } from './modules/platform-api/routes.ts';
import { referenceRoutes } from './modules/reference/routes.ts';

export const apiRoutes: RouteDef[] = [
  ...platformRoutes,
  ...authRoutes,
  ...adminRoutes,
  ...approvalRoutes,
  ...referenceRoutes,
  ...hrRoutes,
  ...billingRoutes,
  ...dtrRoutes,
  ...leaveRoutes,
];
