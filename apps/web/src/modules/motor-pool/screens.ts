import type { PortalRoute } from '#web/app/portal-route.ts';

export const screens: PortalRoute[] = [
  { path: '/isd/motor-pool', module: 'motor-pool', title: 'Vehicle/Driver Status' },
  {
    path: '/isd/motor-pool/transportation-maintenance/:id?',
    module: 'motor-pool',
    title: 'Transportation Maintenance',
  },
  {
    path: '/isd/motor-pool/transportation-maintenance/:id?/battery',
    module: 'motor-pool',
    title: 'Transportation Maintenance Battery',
  },
  {
    path: '/isd/motor-pool/transportation-maintenance/:id?/oil',
    module: 'motor-pool',
    title: 'Transportation Maintenance Oil',
  },
  {
    path: '/isd/motor-pool/transportation-maintenance/:id?/wheel',
    module: 'motor-pool',
    title: 'Transportation Maintenance Wheel',
  },
  {
    path: '/isd/motor-pool/transportation-record/form/:id?',
    module: 'motor-pool',
    title: 'Transportation Record Form',
  },
  {
    path: '/isd/motor-pool/transportation-travel/form/:id?',
    module: 'motor-pool',
    title: 'Transportation Travel Form',
  },
];
