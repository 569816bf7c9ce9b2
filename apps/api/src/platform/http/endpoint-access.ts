// The access table of every guarded route, built once at start from the routes' own declarations
// (the web asks for it instead of restating who may do what).
import { endpointKey, type EndpointAccess } from '@ilaw/contracts/platform/endpoint-access';
import type { Role } from '@ilaw/contracts/roles';
import type { RouteDef } from './define-route.ts';

export function endpointAccessTable(routes: readonly RouteDef[]): EndpointAccess {
  const endpoints: Record<string, Role[]> = {};
  for (const route of routes) {
    if (route.access.kind === 'public') continue;
    endpoints[endpointKey(route.endpoint)] = route.access.kind === 'roles' ? [...route.access.roles] : [];
  }
  return { endpoints };
}
