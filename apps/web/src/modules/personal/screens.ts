import type { PortalRoute } from '#web/app/portal-route.ts';

export const screens: PortalRoute[] = [
  { path: '/user/documents', module: 'personal', title: 'Documents', load: () => import('./MyDocumentsPage.tsx') },
];
