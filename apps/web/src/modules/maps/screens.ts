import type { PortalRoute } from '#web/app/portal-route.ts';

export const screens: PortalRoute[] = [
  { path: '/map', module: 'maps', title: 'Map', load: () => import('./MapPage.tsx') },
];
