// The API's HTTP endpoints: the sum of the modules' lists (apps/api/src/modules.ts).
import { modules } from './modules.ts';
import type { RouteDef } from './platform/http/define-route.ts';
import { moduleRoutes } from './platform/modules/install-modules.ts';

export const apiRoutes: RouteDef[] = moduleRoutes(modules);
