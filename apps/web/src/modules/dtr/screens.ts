import type { PortalRoute } from '#web/app/portal-route.ts';

export const screens: PortalRoute[] = [
  {
    path: '/request',
    module: 'dtr',
    title: 'Request',
    layout: 'unauthorized',
    public: true,
    load: () => import('./public-lookups/RequestPage.tsx'),
  },
  {
    path: '/department/daily-time-record',
    module: 'dtr',
    title: 'Department Daily Time Record',
    load: () => import('./records/DepartmentDtrPage.tsx'),
  },
  {
    path: '/personal/daily-time-record',
    module: 'dtr',
    title: 'DTR Editing',
    load: () => import('./records/PersonalDtrPage.tsx'),
  },
  { path: '/personal/dtr-logs', module: 'dtr', title: 'DTR Logs', load: () => import('./logs/PersonalLogsPage.tsx') },
  {
    path: '/isd/hr/daily-time-record',
    module: 'dtr',
    title: 'HR Daily Time Record',
    load: () => import('./records/HrDtrPage.tsx'),
  },
  {
    path: '/isd/hr/daily-time-record/print',
    module: 'dtr',
    title: 'Daily Time Record Print',
    layout: 'none',
    load: () => import('./records/print/DtrPrintPage.tsx'),
  },
  {
    path: '/isd/hr/daily-time-record/print-all',
    module: 'dtr',
    title: 'Daily Time Record Print All',
    layout: 'none',
    load: () => import('./records/print/DtrPrintAllPage.tsx'),
  },
  {
    path: '/isd/hr/daily-time-record/print-department',
    module: 'dtr',
    title: 'Daily Time Record Print Department',
    layout: 'none',
    load: () => import('./records/print/DtrPrintDepartmentPage.tsx'),
  },
  {
    path: '/isd/hr/daily-time-record/print-range',
    module: 'dtr',
    title: 'Daily Time Record Print Range',
    layout: 'none',
    load: () => import('./records/print/DtrPrintRangePage.tsx'),
  },
];
