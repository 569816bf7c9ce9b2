import type { PortalRoute } from '#web/app/portal-route.ts';

export const screens: PortalRoute[] = [
  {
    path: '/fsd/accounting/bincard',
    module: 'accounting',
    title: 'Bincard',
    load: () => import('../warehouse/public.ts').then((m) => ({ default: m.BinCardPage })),
  },
  {
    path: '/fsd/accounting/inventory-report',
    module: 'accounting',
    title: 'Inventory Report',
    load: () => import('../warehouse/public.ts').then((m) => ({ default: m.InventoryReportPage })),
  },
  {
    path: '/fsd/accounting/summary-materials',
    module: 'accounting',
    title: 'Accounting Summary Materials',
    load: () => import('../warehouse/public.ts').then((m) => ({ default: m.ChargeCostingPage })),
  },
  {
    path: '/fsd/accounting/material-category',
    module: 'accounting',
    title: 'Material Category',
    load: () => import('../warehouse/public.ts').then((m) => ({ default: m.MaterialCategoriesPage })),
  },
  {
    path: '/fsd/accounting/material-charge-ticket/:id?',
    module: 'accounting',
    title: 'Accounting Material Charge Ticket',
    load: () =>
      import('../warehouse/public.ts').then((m) => ({
        default: m.documentsAt('MCT', '/fsd/accounting/material-charge-ticket'),
      })),
  },
  {
    path: '/fsd/accounting/material-credit-ticket/:id?',
    module: 'accounting',
    title: 'Accounting Material Credit Ticket',
    load: () =>
      import('../warehouse/public.ts').then((m) => ({
        default: m.documentsAt('MCRT', '/fsd/accounting/material-credit-ticket'),
      })),
  },
  {
    path: '/fsd/accounting/material-office-supply/:id?',
    module: 'accounting',
    title: 'Accounting Material Office Supply',
    load: () =>
      import('../warehouse/public.ts').then((m) => ({
        default: m.requisitionsAt({
          kind: 'OFFICE',
          basePath: '/fsd/accounting/material-office-supply',
          readOnly: true,
        }),
      })),
  },
  {
    path: '/fsd/accounting/material-price-index/:id?',
    module: 'accounting',
    title: 'Accounting Material Price Index',
    load: () => import('../warehouse/public.ts').then((m) => ({ default: m.PriceIndexPage })),
  },
  {
    path: '/fsd/accounting/material-receiving-report/:id?',
    module: 'accounting',
    title: 'Accounting Material Receiving Report',
    load: () =>
      import('../warehouse/public.ts').then((m) => ({
        default: m.documentsAt('MRR', '/fsd/accounting/material-receiving-report'),
      })),
  },
  {
    path: '/fsd/accounting/material-transfer-ticket/print/:id?',
    module: 'accounting',
    title: 'Accounting Material Transfer Ticket Print',
    layout: 'none',
    load: () => import('../warehouse/public.ts').then((m) => ({ default: m.StockDocumentPrintPage })),
  },
  {
    path: '/fsd/accounting/supplies-requisition-voucher/:id?',
    module: 'accounting',
    title: 'Accounting Supplies Requisition Voucher',
    load: () =>
      import('../warehouse/public.ts').then((m) => ({
        default: m.requisitionsAt({
          kind: 'SRV',
          basePath: '/fsd/accounting/supplies-requisition-voucher',
          readOnly: true,
        }),
      })),
  },
];
