import type { PortalRoute } from '#web/app/portal-route.ts';

export const screens: PortalRoute[] = [
  {
    path: '/consumer/info',
    module: 'billing',
    title: 'Consumer Information',
    load: () => import('./consumers/ConsumerInformationPage.tsx'),
  },
  {
    path: '/fsd/billing/bulk-compute-bill-testing',
    module: 'billing',
    title: 'Bulk Compute Bill Testing',
    load: () => import('./bills/BulkComputeBillTestingPage.tsx'),
  },
  {
    path: '/fsd/billing/field-findings',
    module: 'billing',
    title: 'Field Findings',
    load: () => import('./field-findings/FieldFindingsPage.tsx'),
  },
  // Non-power bills are kept by the collection module (decision 050); the route stays billing's.
  {
    path: '/fsd/billing/non-power-bill',
    module: 'billing',
    title: 'Non Power Bill',
    load: () => import('../collection/non-power/NonPowerBillPage.tsx'),
  },
  {
    path: '/fsd/billing/summaries',
    module: 'billing',
    title: 'Billing Summary',
    load: () => import('./reports/BillingSummaryPage.tsx'),
  },
  {
    path: '/fsd/billing/summaries/kwh',
    module: 'billing',
    title: 'KWH Summary',
    load: () => import('./reports/KwhSummaryPage.tsx'),
  },
  {
    path: '/fsd/billing/total-billed',
    module: 'billing',
    title: 'Total Billed',
    load: () => import('./reports/TotalBilledPage.tsx'),
  },
  {
    path: '/fsd/billing/total-billed/:id',
    module: 'billing',
    title: 'Total Billed Details',
    load: () => import('./reports/TotalBilledDetailPage.tsx'),
  },
  {
    path: '/fsd/billing/ledger',
    module: 'billing',
    title: 'Billing Ledger',
    load: () => import('./ledger/BillingLedgerPage.tsx'),
  },
  {
    path: '/fsd/billing/meter-locations',
    module: 'billing',
    title: 'Meter Locations',
    load: () => import('./meter-locations/MeterLocationsPage.tsx'),
  },
  {
    path: '/fsd/billing/meter-reading/extract',
    module: 'billing',
    title: 'Meter Reading Extract File',
    load: () => import('./readings/MeterReadingExtractPage.tsx'),
  },
  {
    path: '/fsd/billing/meter-reading/upload',
    module: 'billing',
    title: 'Meter Reading Upload',
    load: () => import('./readings/MeterReadingUploadPage.tsx'),
  },
  {
    path: '/fsd/billing/monthly-report/bills',
    module: 'billing',
    title: 'Monthly Billed Report',
    load: () => import('./reports/MonthlyBilledReportPage.tsx'),
  },
  {
    path: '/fsd/billing/transactions/bill-adjustment',
    module: 'billing',
    title: 'Bill Adjustment',
    load: () => import('./adjustments/BillAdjustmentPage.tsx'),
  },
  {
    path: '/fsd/billing/transactions/bill-cancellation',
    module: 'billing',
    title: 'Bill Cancellation',
    load: () => import('./cancellations/BillCancellationPage.tsx'),
  },
  {
    path: '/fsd/billing/transactions/bill-cancellation-approval',
    module: 'billing',
    title: 'Bill Cancellation Approval',
    load: () => import('./cancellations/BillCancellationApprovalPage.tsx'),
  },
  {
    path: '/fsd/billing/transactions/bill-month',
    module: 'billing',
    title: 'Bill Month',
    load: () => import('./bill-months/BillMonthPage.tsx'),
  },
  {
    path: '/fsd/billing/transactions/consumer-master',
    module: 'billing',
    title: 'Consumer Master',
    load: () => import('./consumers/ConsumerMasterPage.tsx'),
  },
  {
    path: '/fsd/billing/transactions/disconnection-summary',
    module: 'billing',
    title: 'Disconnection Summary',
    load: () => import('./disconnections/DisconnectionSummaryPage.tsx'),
  },
  {
    path: '/fsd/billing/transactions/entering-meter-reading',
    module: 'billing',
    title: 'Entering Meter Reading',
    load: () => import('./readings/EnteringMeterReadingPage.tsx'),
  },
  {
    path: '/fsd/billing/transactions/kwh-meter-images',
    module: 'billing',
    title: 'Kwh Meter Images',
    load: () => import('./field-orders/KwhMeterImagesPage.tsx'),
  },
  {
    path: '/fsd/billing/transactions/meter-disconnection',
    module: 'billing',
    title: 'Meter Disconnection',
    load: () => import('./disconnections/MeterDisconnectionPage.tsx'),
  },
  {
    path: '/fsd/billing/transactions/route',
    module: 'billing',
    title: 'Billing Route',
    load: () => import('./routes/BillingRoutesPage.tsx'),
  },
];
