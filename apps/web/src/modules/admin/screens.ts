import type { PortalRoute } from '#web/app/portal-route.ts';

export const screens: PortalRoute[] = [
  { path: '/admin/users', module: 'admin', title: 'User Manager', load: () => import('./pages/UsersPage.tsx') },
  {
    path: '/admin/departments',
    module: 'admin',
    title: 'Departments',
    load: () => import('./pages/DepartmentsPage.tsx'),
  },
  {
    path: '/admin/fiscal-years',
    module: 'admin',
    title: 'Fiscal Year Configuration',
    load: () => import('./pages/FiscalYearsPage.tsx'),
  },
  {
    path: '/admin/it-personnel',
    module: 'admin',
    title: 'IT Personnel',
    load: () => import('./pages/ItPersonnelPage.tsx'),
  },
  {
    path: '/admin/meter-readers',
    module: 'admin',
    title: 'Meter Readers',
    load: () => import('./pages/MeterReadersPage.tsx'),
  },
  {
    path: '/admin/sales-invoice-printers',
    module: 'admin',
    title: 'Sales Invoice Printers',
    load: () => import('./pages/SalesInvoicePrintersPage.tsx'),
  },
  {
    path: '/admin/service-request-approvers',
    module: 'admin',
    title: 'Service Request Approvers',
    load: () => import('../msd/public.ts').then((m) => ({ default: m.ServiceRequestApproversPage })),
  },
  {
    path: '/admin/service-request-approvers/constants',
    module: 'admin',
    title: 'Service Request Approvers Constants',
    load: () => import('../msd/public.ts').then((m) => ({ default: m.ServiceRequestConstantsPage })),
  },
  {
    path: '/admin/service-request-approvers/types',
    module: 'admin',
    title: 'Service Request Approvers Types',
    load: () => import('../msd/public.ts').then((m) => ({ default: m.ServiceRequestTypesPage })),
  },
  {
    path: '/admin/signatories',
    module: 'admin',
    title: 'Signatories',
    load: () => import('./pages/SignatoriesPage.tsx'),
  },
  {
    path: '/admin/signatories/types',
    module: 'admin',
    title: 'Signatories Types',
    load: () => import('./pages/SignatoryTypesPage.tsx'),
  },
  { path: '/admin/teams', module: 'admin', title: 'Teams', load: () => import('./pages/TeamsPage.tsx') },
  { path: '/admin/tellers', module: 'admin', title: 'Tellers', load: () => import('./pages/TellersPage.tsx') },
  {
    path: '/admin/bill-cancellation-approvers',
    module: 'admin',
    title: 'Bill Cancellation Signatories',
    load: () => import('./pages/BillCancellationApproversPage.tsx'),
  },
];
