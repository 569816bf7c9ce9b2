import type { PortalRoute } from '#web/app/portal-route.ts';

export const screens: PortalRoute[] = [
  { path: '/cpd/gis', module: 'cpd', title: 'Data Gathering/Poles', load: () => import('./gis/PolesPage.tsx') },
  {
    path: '/cpd/it-equipment-inventory/:id?',
    module: 'cpd',
    title: 'IT Equipment Inventory',
    load: () => import('./it-inventory/EquipmentPage.tsx'),
  },
  {
    path: '/cpd/it-equipment-inventory/form/:id?',
    module: 'cpd',
    title: 'IT Equipment Inventory Form',
    load: () => import('./it-inventory/EquipmentFormPage.tsx'),
  },
  {
    path: '/cpd/it-equipment-inventory/history-owner/:id?',
    module: 'cpd',
    title: 'IT Equipment Inventory History Owner',
    load: () => import('./it-inventory/OwnerHistoryPage.tsx'),
  },
  {
    path: '/cpd/it-service-request-admin',
    module: 'cpd',
    title: 'IT Help Desk (Admin)',
    load: () => import('./it-helpdesk/AdminHelpDeskPage.tsx'),
  },
  {
    path: '/cpd/it-service-request-end-user',
    module: 'cpd',
    title: 'IT Help Desk',
    load: () => import('./it-helpdesk/EndUserHelpDeskPage.tsx'),
  },
  { path: '/cpd/report-submission', module: 'cpd', title: 'Quarterly Report Submission' },
  { path: '/cpd/report-submission/:id', module: 'cpd', title: 'Report Submission Details' },
];
