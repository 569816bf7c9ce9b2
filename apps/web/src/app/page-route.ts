// One portal route as a React Router route: loaded on demand, or the module's "not available yet"
// page while it has no screen. Plain .ts (the page is passed in) so a unit test can check it.
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { loadPage } from './lazy-page.ts';
import type { PortalRoute } from './portal-route.ts';
import type { RouteHandle } from './route-handle.ts';

export function pageRoute(route: PortalRoute, notBuilt: ComponentType): RouteObject {
  const handle: RouteHandle = { title: route.title, module: route.module };
  const load = route.load;
  return load === undefined
    ? { path: route.path, handle, Component: notBuilt }
    : { path: route.path, handle, lazy: async () => ({ Component: await loadPage(load) }) };
}
