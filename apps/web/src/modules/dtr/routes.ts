import type { PortalRoute } from '#web/app/portal-route.ts';

export const routes: PortalRoute[] = [
  {
    path: '/request',
    module: 'dtr',
    title: 'Request',
    layout: 'unauthorized',
    public: true,
    load: () => import('./pages/RequestPage.tsx'),
  },
  {
    path: '/department/daily-time-record',
    module: 'dtr',
    title: 'Department Daily Time Record',
    load: () => import('./pages/DepartmentDtrPage.tsx'),
  },
  {
    path: '/personal/daily-time-record',
    module: 'dtr',
    title: 'DTR Editing',
    load: () => import('./pages/PersonalDtrPage.tsx'),
  },
  { path: '/personal/dtr-logs', module: 'dtr', title: 'DTR Logs', load: () => import('./pages/PersonalLogsPage.tsx') },
  {
    path: '/isd/hr/daily-time-record',
    module: 'dtr',
    title: 'HR Daily Time Record',
    load: () => import('./pages/HrDtrPage.tsx'),
  },
  {
    path: '/isd/hr/daily-time-record/print',
    module: 'dtr',
    title: 'Daily Time Record Print',
    layout: 'none',
    load: () => import('./pages/DtrPrintPage.tsx'),
  },
  {
    path: '/isd/hr/daily-time-record/print-all',
    module: 'dtr',
    title: 'Daily Time Record Print All',
    layout: 'none',
    load: () => import('./pages/DtrPrintAllPage.tsx'),
  },
  {
    path: '/isd/hr/daily-time-record/print-department',
    module: 'dtr',
    title: 'Daily Time Record Print Department',
    layout: 'none',
    load: () => import('./pages/DtrPrintDepartmentPage.tsx'),
  },
  {
    path: '/isd/hr/daily-time-record/print-range',
    module: 'dtr',
    title: 'Daily Time Record Print Range',
    layout: 'none',
    load: () => import('./pages/DtrPrintRangePage.tsx'),
  },
];
