import type { PortalRoute } from '#web/app/portal-route.ts';

export const screens: PortalRoute[] = [
  {
    path: '/isd/warehouse/materials',
    module: 'warehouse',
    title: 'List of Materials',
    load: () => import('./materials/MaterialsPage.tsx'),
  },
  {
    path: '/isd/warehouse/bincard',
    module: 'warehouse',
    title: 'Bin Card',
    load: () => import('./bin-cards/BinCardPage.tsx'),
  },
  {
    path: '/isd/warehouse/balance-monitoring',
    module: 'warehouse',
    title: 'Export Reports',
    load: () => import('./balances/BalancesPage.tsx').then((m) => ({ default: m.BalanceMonitoringPage })),
  },
  {
    path: '/isd/warehouse/balance-viewing',
    module: 'warehouse',
    title: 'Balance Viewing',
    load: () => import('./balances/BalancesPage.tsx').then((m) => ({ default: m.BalanceViewingPage })),
  },
  {
    path: '/isd/warehouse/locations',
    module: 'warehouse',
    title: 'Location',
    load: () => import('./catalogue/CataloguePages.tsx').then((m) => ({ default: m.LocationsPage })),
  },
  {
    path: '/isd/warehouse/units',
    module: 'warehouse',
    title: 'Material Unit',
    load: () => import('./catalogue/CataloguePages.tsx').then((m) => ({ default: m.UnitsPage })),
  },
  {
    path: '/isd/warehouse/types',
    module: 'warehouse',
    title: 'Material Type',
    load: () => import('./catalogue/CataloguePages.tsx').then((m) => ({ default: m.MaterialTypesPage })),
  },
  {
    path: '/isd/warehouse/fast-moving-materials',
    module: 'warehouse',
    title: 'Fast Moving Materials',
    load: () => import('./reports/ReportsPages.tsx').then((m) => ({ default: m.FastMovingMaterialsPage })),
  },
  {
    path: '/isd/warehouse/material-not-for-stock',
    module: 'warehouse',
    title: 'Material Not-For-Stock',
    load: () => import('./materials/MaterialsPage.tsx').then((m) => ({ default: m.NotForStockPage })),
  },
  {
    path: '/isd/warehouse/material-critical-stocks',
    module: 'warehouse',
    title: 'Material Critical Stock/s',
    load: () => import('./materials/MaterialsPage.tsx').then((m) => ({ default: m.CriticalStocksPage })),
  },
  {
    path: '/isd/warehouse/signed-report-viewer',
    module: 'warehouse',
    title: 'Signed Report Viewer',
    load: () => import('./requisitions/SignedReportViewerPage.tsx'),
  },
  {
    path: '/isd/warehouse/memorandum-receipt',
    module: 'warehouse',
    title: 'Memorandum Receipt',
    load: () => import('./memorandum-receipts/MemorandumReceiptsPage.tsx'),
  },
  {
    path: '/isd/warehouse/memorandum-receipt/print/by-description/:id?',
    module: 'warehouse',
    title: 'Memorandum Receipt Print By Description',
    layout: 'none',
    load: () =>
      import('./memorandum-receipts/MemorandumPrintPage.tsx').then((m) => ({ default: m.ByDescriptionPrintPage })),
  },
  {
    path: '/isd/warehouse/memorandum-receipt/print/by-item/:id?',
    module: 'warehouse',
    title: 'Memorandum Receipt Print By Item',
    layout: 'none',
    load: () => import('./memorandum-receipts/MemorandumPrintPage.tsx').then((m) => ({ default: m.ByItemPrintPage })),
  },
  {
    path: '/isd/warehouse/memorandum-receipt/print/by-name/:id?',
    module: 'warehouse',
    title: 'Memorandum Receipt Print By Name',
    layout: 'none',
    load: () => import('./memorandum-receipts/MemorandumPrintPage.tsx').then((m) => ({ default: m.ByNamePrintPage })),
  },
  {
    path: '/isd/warehouse/material-charge-ticket/:id?',
    module: 'warehouse',
    title: 'Material Charge Ticket',
    load: () => import('./stock-documents/StockDocumentsPage.tsx').then((m) => ({ default: m.ChargeTicketsPage })),
  },
  {
    path: '/isd/warehouse/material-charge-ticket/form/:id?',
    module: 'warehouse',
    title: 'Material Charge Ticket Form',
    load: () => import('./stock-documents/StockDocumentsPage.tsx').then((m) => ({ default: m.formAt('MCT') })),
  },
  {
    path: '/isd/warehouse/material-credit-ticket/:id?',
    module: 'warehouse',
    title: 'Material Credit Ticket',
    load: () => import('./stock-documents/StockDocumentsPage.tsx').then((m) => ({ default: m.CreditTicketsPage })),
  },
  {
    path: '/isd/warehouse/material-credit-ticket/form/:id?',
    module: 'warehouse',
    title: 'Material Credit Ticket Form',
    load: () => import('./stock-documents/StockDocumentsPage.tsx').then((m) => ({ default: m.formAt('MCRT') })),
  },
  {
    path: '/isd/warehouse/material-office-supply/admin/:id?',
    module: 'warehouse',
    title: 'Material Office Supply Admin',
    load: () =>
      import('./requisitions/RequisitionsPage.tsx').then((m) => ({
        default: m.requisitionsAt({
          kind: 'OFFICE',
          basePath: '/isd/warehouse/material-office-supply/admin',
          title: 'Office Supply Admin',
        }),
      })),
  },
  {
    path: '/isd/warehouse/material-office-supply/end-user/:id?',
    module: 'warehouse',
    title: 'Material Office Supply End User',
    load: () =>
      import('./requisitions/RequisitionsPage.tsx').then((m) => ({
        default: m.requisitionsAt({
          kind: 'OFFICE',
          basePath: '/isd/warehouse/material-office-supply/end-user',
          title: 'Office Supply',
          endUser: true,
        }),
      })),
  },
  {
    path: '/isd/warehouse/material-re-classification/:id?',
    module: 'warehouse',
    title: 'Material Reclassification',
    load: () => import('./stock-documents/StockDocumentsPage.tsx').then((m) => ({ default: m.ReclassificationsPage })),
  },
  {
    path: '/isd/warehouse/material-re-classification/print/:id?',
    module: 'warehouse',
    title: 'Material Reclassification Print',
    layout: 'none',
    load: () => import('./stock-documents/StockDocumentPrintPage.tsx'),
  },
  {
    path: '/isd/warehouse/material-receiving-report/:id?',
    module: 'warehouse',
    title: 'Material Receiving Report',
    load: () => import('./stock-documents/StockDocumentsPage.tsx').then((m) => ({ default: m.ReceivingReportsPage })),
  },
  {
    path: '/isd/warehouse/material-receiving-report/form/:id?',
    module: 'warehouse',
    title: 'Material Receiving Report Form',
    load: () => import('./stock-documents/StockDocumentsPage.tsx').then((m) => ({ default: m.formAt('MRR') })),
  },
  {
    path: '/isd/warehouse/material-receiving-report/form/recipient/:id',
    module: 'warehouse',
    title: 'Material Receiving Report Form Recipient',
    load: () =>
      import('./receipt-recipients/ReceiptRecipientsPage.tsx').then((m) => ({ default: m.ReceiptRecipientFormPage })),
  },
  {
    path: '/isd/warehouse/material-receiving-report/recipients/:id',
    module: 'warehouse',
    title: 'Material Receiving Report Recipients Details',
    load: () =>
      import('./receipt-recipients/ReceiptRecipientsPage.tsx').then((m) => ({ default: m.ReceiptRecipientsPage })),
  },
  {
    path: '/isd/warehouse/material-salvage-ticket/:id?',
    module: 'warehouse',
    title: 'Material Salvage Ticket',
    load: () => import('./stock-documents/StockDocumentsPage.tsx').then((m) => ({ default: m.SalvageTicketsPage })),
  },
  {
    path: '/isd/warehouse/material-salvage-ticket/form/:id?',
    module: 'warehouse',
    title: 'Material Salvage Ticket Form',
    load: () => import('./stock-documents/StockDocumentsPage.tsx').then((m) => ({ default: m.formAt('MST') })),
  },
  {
    path: '/isd/warehouse/material-transfer-request/:id?',
    module: 'warehouse',
    title: 'Material Transfer Request',
    load: () =>
      import('./requisitions/RequisitionsPage.tsx').then((m) => ({
        default: m.requisitionsAt({ kind: 'MTR', basePath: '/isd/warehouse/material-transfer-request' }),
      })),
  },
  {
    path: '/isd/warehouse/material-transfer-request/form/:id?',
    module: 'warehouse',
    title: 'Material Transfer Request Form',
    load: () =>
      import('./requisitions/RequisitionsPage.tsx').then((m) => ({
        default: m.requisitionsAt({
          kind: 'MTR',
          basePath: '/isd/warehouse/material-transfer-request',
          openForm: true,
        }),
      })),
  },
  {
    path: '/isd/warehouse/material-transfer-stock/:id?',
    module: 'warehouse',
    title: 'Material Transfer Stock',
    load: () => import('./stock-documents/StockDocumentsPage.tsx').then((m) => ({ default: m.TransferStocksPage })),
  },
  {
    path: '/isd/warehouse/material-transfer-stock/print/:id?',
    module: 'warehouse',
    title: 'Material Transfer Stock Print',
    layout: 'none',
    load: () => import('./stock-documents/StockDocumentPrintPage.tsx'),
  },
  {
    path: '/isd/warehouse/material-transfer-ticket/:id?',
    module: 'warehouse',
    title: 'Material Transfer Ticket',
    load: () =>
      import('./stock-documents/StockDocumentsPage.tsx').then((m) => ({
        default: m.documentsAt('MTS', '/isd/warehouse/material-transfer-ticket'),
      })),
  },
  {
    path: '/isd/warehouse/material-transfer-ticket/form/:id?',
    module: 'warehouse',
    title: 'Material Transfer Ticket Form',
    load: () => import('./stock-documents/StockDocumentsPage.tsx').then((m) => ({ default: m.formAt('MTS') })),
  },
  {
    path: '/isd/warehouse/material-transfer-ticket/print/:id?',
    module: 'warehouse',
    title: 'Material Transfer Ticket Print',
    layout: 'none',
    load: () => import('./stock-documents/StockDocumentPrintPage.tsx'),
  },
  {
    path: '/isd/warehouse/material-transfer/admin/:id?',
    module: 'warehouse',
    title: 'Material Transfer Admin',
    load: () =>
      import('./requisitions/RequisitionsPage.tsx').then((m) => ({
        default: m.requisitionsAt({
          kind: 'MTR',
          basePath: '/isd/warehouse/material-transfer/admin',
          title: 'Material Transfer Admin',
        }),
      })),
  },
  {
    path: '/isd/warehouse/material-transfer/admin/form/:id',
    module: 'warehouse',
    title: 'Material Transfer Admin Form',
    load: () =>
      import('./requisitions/RequisitionsPage.tsx').then((m) => ({
        default: m.requisitionsAt({
          kind: 'MTR',
          basePath: '/isd/warehouse/material-transfer/admin',
          title: 'Material Transfer Admin',
        }),
      })),
  },
  {
    path: '/isd/warehouse/material-transfer/end-user/:id?',
    module: 'warehouse',
    title: 'Material Transfer End User',
    load: () =>
      import('./requisitions/RequisitionsPage.tsx').then((m) => ({
        default: m.requisitionsAt({
          kind: 'MTR',
          basePath: '/isd/warehouse/material-transfer/end-user',
          title: 'Material Transfer',
          endUser: true,
        }),
      })),
  },
  {
    path: '/isd/warehouse/viewer/mct/:id',
    module: 'warehouse',
    title: 'Viewer MCT Details',
    load: () => import('./stock-documents/StockDocumentPrintPage.tsx'),
  },
  {
    path: '/isd/warehouse/viewer/receiving-report/:id?',
    module: 'warehouse',
    title: 'Viewer Receiving Report',
    load: () =>
      import('./stock-documents/StockDocumentsPage.tsx').then((m) => ({
        default: m.documentsAt('MRR', '/isd/warehouse/viewer/receiving-report'),
      })),
  },
  {
    path: '/isd/warehouse-material/wh-material-charge-ticket/:id?',
    module: 'warehouse',
    title: 'Warehouse Material Charge Ticket',
    load: () =>
      import('./stock-documents/StockDocumentsPage.tsx').then((m) => ({
        default: m.documentsAt('MCT', '/isd/warehouse-material/wh-material-charge-ticket'),
      })),
  },
  {
    path: '/isd/warehouse-material/wh-material-receiving-report/:id?',
    module: 'warehouse',
    title: 'Warehouse Material Receiving Report',
    load: () =>
      import('./stock-documents/StockDocumentsPage.tsx').then((m) => ({
        default: m.documentsAt('MRR', '/isd/warehouse-material/wh-material-receiving-report'),
      })),
  },
  {
    path: '/isd/warehouse-material/wh-material-transfer/:id?',
    module: 'warehouse',
    title: 'Warehouse Material Transfer',
    load: () =>
      import('./stock-documents/StockDocumentsPage.tsx').then((m) => ({
        default: m.documentsAt('MTS', '/isd/warehouse-material/wh-material-transfer'),
      })),
  },
];
