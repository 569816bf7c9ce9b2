import type { PortalRoute } from '#web/app/portal-route.ts';

export const screens: PortalRoute[] = [
  {
    path: '/data-privacy/users-agreements',
    module: 'data-privacy',
    title: 'Users Agreement',
    load: () => import('./UsersAgreementsPage.tsx'),
  },
];
