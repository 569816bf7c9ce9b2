// Assembles the modules' route lists into the router: each route goes into its layout, guarded
// unless public, and is loaded on demand. Screens themselves live in src/modules/<module>/.
import { createBrowserRouter, type RouteObject } from 'react-router';
import { ErrorPage } from './errors/ErrorPage.tsx';
import { RequireAuth } from './guards/RequireAuth.tsx';
import { EmptyLayout } from './layouts/EmptyLayout.tsx';
import { MODULE_ROUTES } from './modules.ts';
import { loadPage } from './lazy-page.ts';
import { pageRoute } from './page-route.ts';
import { NotBuiltPage } from './pages/NotBuiltPage.tsx';
import type { PortalLayout, PortalRoute } from './portal-route.ts';
import { BootProgress, RootShell } from './shell/RootShell.tsx';

const LAYOUTS: Record<PortalLayout, Omit<RouteObject, 'children' | 'index'>> = {
  default: { lazy: async () => ({ Component: await loadPage(() => import('./layouts/DefaultLayout.tsx')) }) },
  unauthorized: { lazy: async () => ({ Component: await loadPage(() => import('./layouts/UnauthorizedLayout.tsx')) }) },
  empty: { Component: EmptyLayout },
  none: {},
};

/** One layout route per layout used; page errors show inside the layout, keeping its frame. */
function byLayout(routes: readonly PortalRoute[]): RouteObject[] {
  const order: PortalLayout[] = ['default', 'unauthorized', 'empty', 'none'];
  return order.flatMap((layout): RouteObject[] => {
    const pages = routes.filter((r) => (r.layout ?? 'default') === layout);
    if (pages.length === 0) return [];
    return [
      {
        ...LAYOUTS[layout],
        children: [{ errorElement: <ErrorPage />, children: pages.map((p) => pageRoute(p, NotBuiltPage)) }],
      },
    ];
  });
}

export const routeObjects: RouteObject[] = [
  {
    Component: RootShell,
    // Unknown addresses and errors outside any layout end here ('404 Not Found').
    errorElement: <ErrorPage />,
    HydrateFallback: BootProgress,
    children: [
      ...byLayout(MODULE_ROUTES.filter((r) => r.public === true)),
      { Component: RequireAuth, children: byLayout(MODULE_ROUTES.filter((r) => r.public !== true)) },
    ],
  },
];

export const router = createBrowserRouter(routeObjects, { basename: '/' });
