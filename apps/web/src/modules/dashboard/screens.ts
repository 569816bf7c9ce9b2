import type { PortalRoute } from '#web/app/portal-route.ts';

export const screens: PortalRoute[] = [
  { path: '/dashboard', module: 'dashboard', title: 'Dashboard', load: () => import('./pages/DashboardPage.tsx') },
];
