import type { PortalRoute } from '../../app/portal-route.ts';

export const routes: PortalRoute[] = [{ path: '/map', module: 'maps', title: 'Map' }];
