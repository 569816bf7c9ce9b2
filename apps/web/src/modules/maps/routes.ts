import type { PortalRoute } from '#web/app/portal-route.ts';

export const routes: PortalRoute[] = [{ path: '/map', module: 'maps', title: 'Map' }];
