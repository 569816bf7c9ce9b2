import type { PortalRoute } from '#web/app/portal-route.ts';

export const screens: PortalRoute[] = [
  {
    path: '/ogm/documents',
    module: 'ogm',
    title: 'OGM Documents',
    load: () => import('./documents/DocumentsPage.tsx'),
  },
  {
    path: '/ogm/travel-orders/:id?',
    module: 'ogm',
    title: 'OGM Travel Orders',
    load: () => import('./travel-orders/TravelOrdersPage.tsx'),
  },
  {
    path: '/ogm/travel-orders/form/:id',
    module: 'ogm',
    title: 'OGM Travel Order Form',
    load: () => import('./travel-orders/TravelOrderFormPage.tsx'),
  },
];
