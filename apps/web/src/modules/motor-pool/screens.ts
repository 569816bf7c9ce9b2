import type { PortalRoute } from '#web/app/portal-route.ts';

const maintenance = () => import('./maintenance/MaintenancePage.tsx');

export const screens: PortalRoute[] = [
  {
    path: '/isd/motor-pool',
    module: 'motor-pool',
    title: 'Vehicle/Driver Status',
    load: () => import('./status-board/StatusBoardPage.tsx'),
  },
  {
    path: '/isd/motor-pool/transportation-maintenance/:id?',
    module: 'motor-pool',
    title: 'Transportation Maintenance',
    load: maintenance,
  },
  {
    path: '/isd/motor-pool/transportation-maintenance/:id?/battery',
    module: 'motor-pool',
    title: 'Transportation Maintenance Battery',
    load: maintenance,
  },
  {
    path: '/isd/motor-pool/transportation-maintenance/:id?/oil',
    module: 'motor-pool',
    title: 'Transportation Maintenance Oil',
    load: maintenance,
  },
  {
    path: '/isd/motor-pool/transportation-maintenance/:id?/wheel',
    module: 'motor-pool',
    title: 'Transportation Maintenance Wheel',
    load: maintenance,
  },
  {
    path: '/isd/motor-pool/transportation-record/form/:id?',
    module: 'motor-pool',
    title: 'Transportation Record Form',
    load: () => import('./gas-slips/GasSlipsPage.tsx'),
  },
  {
    path: '/isd/motor-pool/transportation-travel/form/:id?',
    module: 'motor-pool',
    title: 'Transportation Travel Form',
    load: () => import('./trip-tickets/TripTicketsPage.tsx'),
  },
];
