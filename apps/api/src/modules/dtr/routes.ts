// Time module routes: DTR views (department, personal, public request, HR), exports, setup.
// The devices' own push protocol (/iclock/...) lives outside /api: see device-push.ts.
import type { RouteDef } from '../../platform/http/define-route.ts';
import { departmentRoutes } from './department-routes.ts';
import { hrDtrSummaryExport, hrManualInputReport } from './exports.ts';
import { hrDtrRoutes } from './hr-routes.ts';
import { personalRoutes } from './personal-routes.ts';
import { requestRoutes } from './request-routes.ts';
import { setupRoutes } from './setup-routes.ts';

export const dtrRoutes: RouteDef[] = [
  ...departmentRoutes,
  ...personalRoutes,
  ...requestRoutes,
  ...hrDtrRoutes,
  hrDtrSummaryExport,
  hrManualInputReport,
  ...setupRoutes,
];
