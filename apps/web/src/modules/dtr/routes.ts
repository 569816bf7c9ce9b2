import type { PortalRoute } from '../../app/portal-route.ts';

export const routes: PortalRoute[] = [
  { path: '/request', module: 'dtr', title: 'Request', layout: 'unauthorized', public: true },
  { path: '/department/daily-time-record', module: 'dtr', title: 'Department Daily Time Record' },
  { path: '/personal/daily-time-record', module: 'dtr', title: 'DTR Editing' },
  { path: '/personal/dtr-logs', module: 'dtr', title: 'DTR Logs' },
  { path: '/isd/hr/daily-time-record', module: 'dtr', title: 'HR Daily Time Record' },
  { path: '/isd/hr/daily-time-record/print', module: 'dtr', title: 'Daily Time Record Print', layout: 'none' },
  { path: '/isd/hr/daily-time-record/print-all', module: 'dtr', title: 'Daily Time Record Print All', layout: 'none' },
  {
    path: '/isd/hr/daily-time-record/print-department',
    module: 'dtr',
    title: 'Daily Time Record Print Department',
    layout: 'none',
  },
  {
    path: '/isd/hr/daily-time-record/print-range',
    module: 'dtr',
    title: 'Daily Time Record Print Range',
    layout: 'none',
  },
];
