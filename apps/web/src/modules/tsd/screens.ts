import type { PortalRoute } from '#web/app/portal-route.ts';

export const screens: PortalRoute[] = [
  {
    path: '/tsd/connection-order',
    module: 'tsd',
    title: 'Connection Order',
    load: () => import('./connection-orders/TsdConnectionOrdersPage.tsx'),
  },
  {
    path: '/tsd/distribution-transformer',
    module: 'tsd',
    title: 'Distribution Transformers',
    load: () => import('./settings/TransformersOrSettings.tsx'),
  },
  {
    path: '/tsd/distribution-transformer/brand',
    module: 'tsd',
    title: 'Distribution Transformer Brand',
    load: () => import('./transformer-brands/TransformerBrandsPage.tsx'),
  },
  {
    path: '/tsd/distribution-transformer/data-sheet',
    module: 'tsd',
    title: 'Distribution Transformer Data Sheet',
    load: () => import('./data-sheets/DataSheetsPage.tsx'),
  },
  {
    path: '/tsd/distribution-transformer/form',
    module: 'tsd',
    title: 'Distribution Transformer Form',
    load: () => import('./transformers/TransformerFormPage.tsx'),
  },
  {
    path: '/tsd/distribution-transformer/map',
    module: 'tsd',
    title: 'Distribution Transformer Map',
    load: () => import('./transformers/TransformerMapPage.tsx'),
  },
  {
    path: '/tsd/distribution-transformer/types',
    module: 'tsd',
    title: 'Distribution Transformer Types',
    load: () => import('./transformers/TransformerTypesPage.tsx'),
  },
  {
    path: '/tsd/distribution-transformer-data-sheet/:id',
    module: 'tsd',
    title: 'Distribution Transformer Data Sheet Details',
    load: () => import('./data-sheets/DataSheetPage.tsx'),
  },
  {
    path: '/tsd/distribution-transformer-data-sheet/:id?/print',
    module: 'tsd',
    title: 'Distribution Transformer Data Sheet Print',
    layout: 'none',
    load: () => import('./data-sheets/DataSheetPrintPage.tsx'),
  },
  { path: '/tsd/kwh-meter', module: 'tsd', title: 'Kwh Meters', load: () => import('./meters/KwhMetersPage.tsx') },
  {
    path: '/tsd/kwh-meter/brand',
    module: 'tsd',
    title: 'Kwh Meter Brand',
    load: () => import('./meters/MeterCatalogPage.tsx').then((m) => ({ default: m.MeterBrandsPage })),
  },
  {
    path: '/tsd/kwh-meter/class',
    module: 'tsd',
    title: 'Kwh Meter Class',
    load: () => import('./meters/MeterCatalogPage.tsx').then((m) => ({ default: m.MeterClassesPage })),
  },
  {
    path: '/tsd/kwh-meter/type',
    module: 'tsd',
    title: 'Kwh Meter Type',
    load: () => import('./meters/MeterCatalogPage.tsx').then((m) => ({ default: m.MeterTypesPage })),
  },
  {
    path: '/tsd/kwh-meter/testing',
    module: 'tsd',
    title: 'Kwh Meter Testing',
    load: () => import('./meters/MeterLotsPage.tsx'),
  },
  {
    path: '/tsd/meter-on-calibrate',
    module: 'tsd',
    title: 'Meter On Calibrate',
    load: () => import('./meters/MeterCalibrationsPage.tsx'),
  },
  {
    path: '/tsd/meter-on-calibrate-meter-details',
    module: 'tsd',
    title: 'Meter On Calibrate Meter Details',
    load: () => import('./meters/MeterDetailsPage.tsx'),
  },
  {
    path: '/tsd/power-interruption',
    module: 'tsd',
    title: 'Power Interruption',
    load: () => import('./interruptions/PowerInterruptionPage.tsx'),
  },
  {
    path: '/tsd/power-suppliers',
    module: 'tsd',
    title: 'Power Suppliers',
    load: () => import('./power/PowerSuppliersPage.tsx'),
  },
  {
    path: '/tsd/power-supplies',
    module: 'tsd',
    title: 'Power Supplies',
    load: () => import('./power/PowerSuppliesPage.tsx'),
  },
  {
    path: '/tsd/power-supplies/import',
    module: 'tsd',
    title: 'Power Supplies Import',
    load: () => import('./power/PowerSuppliesPage.tsx'),
  },
  {
    path: '/tsd/power-supplies/print',
    module: 'tsd',
    title: 'Power Supplies Print',
    layout: 'none',
    load: () => import('./power/PowerSupplyPrintPage.tsx').then((m) => ({ default: m.PowerSupplyMonthPrint })),
  },
  {
    path: '/tsd/power-supplies/select-supplier',
    module: 'tsd',
    title: 'Power Supplies Select Supplier',
    load: () => import('./power/SelectSupplierPage.tsx'),
  },
  {
    path: '/tsd/power-supplies/form/:id',
    module: 'tsd',
    title: 'Power Supplies Form',
    load: () => import('./power/SupplyFormPage.tsx'),
  },
  {
    path: '/tsd/power-supplies/:date?/chart',
    module: 'tsd',
    title: 'Power Supplies Chart',
    load: () => import('./power/PowerSuppliesPage.tsx'),
  },
  {
    path: '/tsd/power-supplies/:date?/print',
    module: 'tsd',
    title: 'Power Supplies Print by Date',
    layout: 'none',
    load: () => import('./power/PowerSupplyPrintPage.tsx').then((m) => ({ default: m.PowerSupplyMonthPrint })),
  },
  {
    path: '/tsd/power-supplies/:date?/print-per-day',
    module: 'tsd',
    title: 'Power Supplies Print Per Day',
    layout: 'none',
    load: () => import('./power/PowerSupplyPrintPage.tsx').then((m) => ({ default: m.PowerSupplyDayPrint })),
  },
  {
    path: '/tsd/power-supplies/:date?/:id',
    module: 'tsd',
    title: 'Power Supplies Details',
    load: () => import('./power/SupplyDayPage.tsx'),
  },
  {
    path: '/tsd/service-requesition-voucher/:id?',
    module: 'tsd',
    title: 'Service Requisition Voucher',
    load: () =>
      import('../warehouse/public.ts').then((m) => ({
        default: m.requisitionsAt({ kind: 'SERVICE', basePath: '/tsd/service-requesition-voucher' }),
      })),
  },
  {
    path: '/tsd/service-requests',
    module: 'tsd',
    title: 'Service Requests',
    load: () =>
      import('./service-requests/TsdServiceRequestPages.tsx').then((m) => ({ default: m.TsdServiceRequestsPage })),
  },
  {
    path: '/tsd/service-requests/:id',
    module: 'tsd',
    title: 'TSD Service Requests Details',
    load: () =>
      import('./service-requests/TsdServiceRequestPages.tsx').then((m) => ({ default: m.TsdServiceRequestDetailPage })),
  },
  {
    path: '/tsd/service-requests/:id?/print',
    module: 'tsd',
    title: 'TSD Service Requests Print',
    layout: 'none',
    load: () => import('./service-requests/TsdServiceRequestPages.tsx').then((m) => ({ default: m.TsdPrint })),
  },
  {
    path: '/tsd/service-requests/:id?/print-follow-up-form',
    module: 'tsd',
    title: 'TSD Service Requests Print Follow Up Form',
    layout: 'none',
    load: () => import('./service-requests/TsdServiceRequestPages.tsx').then((m) => ({ default: m.TsdFollowUpPrint })),
  },
  {
    path: '/tsd/service-requests/:id?/print-landscape',
    module: 'tsd',
    title: 'TSD Service Requests Print Landscape',
    layout: 'none',
    load: () => import('./service-requests/TsdServiceRequestPages.tsx').then((m) => ({ default: m.TsdLandscapePrint })),
  },
  {
    path: '/tsd/supplies-requisition-voucher/:id?',
    module: 'tsd',
    title: 'TSD Supplies Requisition Voucher',
    load: () =>
      import('../warehouse/public.ts').then((m) => ({
        default: m.requisitionsAt({ kind: 'SRV', basePath: '/tsd/supplies-requisition-voucher' }),
      })),
  },
  {
    path: '/tsd/supplies-requisition-voucher/print/:id?',
    module: 'tsd',
    title: 'TSD Supplies Requisition Voucher Print',
    layout: 'none',
    load: () => import('../warehouse/public.ts').then((m) => ({ default: m.RequisitionPrintPage })),
  },
  {
    path: '/tsd/transformer-installation',
    module: 'tsd',
    title: 'Transformer Installation',
    load: () =>
      import('./transformer-applications/ApplicationPages.tsx').then((m) => ({ default: m.InstallationPage })),
  },
  {
    path: '/tsd/transformer-load-management',
    module: 'tsd',
    title: 'Transformer Load Management',
    load: () => import('./load-readings/LoadManagementPage.tsx'),
  },
  {
    path: '/tsd/transformer-application',
    module: 'tsd',
    title: 'TSD Transformer Application',
    load: () =>
      import('./transformer-applications/ApplicationPages.tsx').then((m) => ({ default: m.TsdApplicationsPage })),
  },
  {
    path: '/tsd/transformer-application/for-testing/:id?',
    module: 'tsd',
    title: 'For Evaluation',
    load: () => import('./transformer-applications/ApplicationPages.tsx').then((m) => ({ default: m.ForTestingPage })),
  },
  {
    path: '/tsd/transformer-application/for-testing/form/:id?',
    module: 'tsd',
    title: 'For Evaluation Form',
    load: () =>
      import('./transformer-applications/ApplicationPages.tsx').then((m) => ({ default: m.EvaluationFormPage })),
  },
  {
    path: '/tsd/transformer-application/for-testing/print/:id?',
    module: 'tsd',
    title: 'For Evaluation Print',
    layout: 'none',
    load: () =>
      import('./transformer-applications/ApplicationPrintPage.tsx').then((m) => ({ default: m.EvaluationPrint })),
  },
  {
    path: '/tsd/transformer-application/for-inspection',
    module: 'tsd',
    title: 'For Inspection',
    load: () =>
      import('./transformer-applications/ApplicationPages.tsx').then((m) => ({ default: m.ForInspectionPage })),
  },
  {
    path: '/tsd/transformer-application/for-inspection/form/:id?',
    module: 'tsd',
    title: 'For Inspection Form',
    load: () =>
      import('./transformer-applications/ApplicationPages.tsx').then((m) => ({ default: m.InspectionSchedulePage })),
  },
  {
    path: '/tsd/transformer-application/for-inspection/inspection/:id?',
    module: 'tsd',
    title: 'Inspection',
    load: () => import('./transformer-applications/ApplicationPages.tsx').then((m) => ({ default: m.InspectionPage })),
  },
  {
    path: '/tsd/transformer-application/for-inspection/inspection/print/format/:id',
    module: 'tsd',
    title: 'Inspection Print Format',
    layout: 'none',
    load: () =>
      import('./transformer-applications/ApplicationPrintPage.tsx').then((m) => ({ default: m.InspectionFormatPrint })),
  },
  {
    path: '/tsd/transformer-application/for-inspection/inspection/print/inspected/:id',
    module: 'tsd',
    title: 'Inspection Print Inspected',
    layout: 'none',
    load: () =>
      import('./transformer-applications/ApplicationPrintPage.tsx').then((m) => ({ default: m.InspectedPrint })),
  },
];
