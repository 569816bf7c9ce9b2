import type { PortalRoute } from '#web/app/portal-route.ts';

export const screens: PortalRoute[] = [
  {
    path: '/iad/supplies-requisition-voucher/:id?',
    module: 'iad',
    title: 'IAD Supplies Requisition Voucher',
    load: () =>
      import('../warehouse/public.ts').then((m) => ({
        default: m.requisitionsAt({
          kind: 'SRV',
          basePath: '/iad/supplies-requisition-voucher',
          printPath: '/iad/supplies-requisition-voucher/print',
          readOnly: true,
        }),
      })),
  },
  {
    path: '/iad/supplies-requisition-voucher/print/:id?',
    module: 'iad',
    title: 'IAD Supplies Requisition Voucher Print',
    layout: 'none',
    load: () => import('../warehouse/public.ts').then((m) => ({ default: m.RequisitionPrintPage })),
  },
  {
    path: '/iad/travel-orders/:id?',
    module: 'iad',
    title: 'IAD Travel Orders',
    load: () => import('./travel-orders/IadTravelOrdersPage.tsx'),
  },
  {
    path: '/iad/warehouse/material-charge-ticket/:id?',
    module: 'iad',
    title: 'Audit Material Charge Ticket',
    load: () =>
      import('../warehouse/public.ts').then((m) => ({
        default: m.documentsAt('MCT', '/iad/warehouse/material-charge-ticket'),
      })),
  },
  {
    path: '/iad/warehouse/material-credit-ticket/:id?',
    module: 'iad',
    title: 'Audit Material Credit Ticket',
    load: () =>
      import('../warehouse/public.ts').then((m) => ({
        default: m.documentsAt('MCRT', '/iad/warehouse/material-credit-ticket'),
      })),
  },
  {
    path: '/iad/warehouse/material-receiving-report/:id?',
    module: 'iad',
    title: 'Audit Material Receiving Report',
    load: () =>
      import('../warehouse/public.ts').then((m) => ({
        default: m.documentsAt('MRR', '/iad/warehouse/material-receiving-report'),
      })),
  },
  {
    path: '/iad/warehouse/material-salvage-ticket/:id?',
    module: 'iad',
    title: 'Audit Material Salvage Ticket',
    load: () =>
      import('../warehouse/public.ts').then((m) => ({
        default: m.documentsAt('MST', '/iad/warehouse/material-salvage-ticket'),
      })),
  },
];
