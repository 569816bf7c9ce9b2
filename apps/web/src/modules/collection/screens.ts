import type { PortalRoute } from '#web/app/portal-route.ts';

export const screens: PortalRoute[] = [
  {
    path: '/fsd/collection/advance-payment',
    module: 'collection',
    title: 'Advance Payment',
    load: () => import('./advances/AdvancePaymentPage.tsx'),
  },
  {
    path: '/fsd/collection/collection-summary',
    module: 'collection',
    title: 'Collection Summary',
    load: () => import('./summary/CollectionSummaryPage.tsx'),
  },
  {
    path: '/fsd/collection/daily-collection-report',
    module: 'collection',
    title: 'Daily Collection Report',
    load: () => import('./payments/TellerWindowPage.tsx'),
  },
  {
    path: '/fsd/collection/daily-collection-report/:id',
    module: 'collection',
    title: 'Daily Collection Report Details',
    load: () => import('./teller-days/DcrPage.tsx'),
  },
  {
    path: '/fsd/collection/daily-collection-report/:id?/advance-payment',
    module: 'collection',
    title: 'Daily Collection Report Advance Payment',
    load: () => import('./payments/DcrAdvancePaymentPage.tsx'),
  },
  {
    path: '/fsd/collection/daily-collection-report/:id?/non-power-bill',
    module: 'collection',
    title: 'Daily Collection Report Non Power Bill',
    load: () => import('./payments/DcrNonPowerPage.tsx'),
  },
  {
    path: '/fsd/collection/daily-collection-report/:id?/non-power-bill/types',
    module: 'collection',
    title: 'Daily Collection Report Non Power Bill Types',
    load: () => import('./non-power/NonPowerTypesPage.tsx'),
  },
  {
    path: '/fsd/collection/daily-collection-report/:id?/print',
    module: 'collection',
    title: 'Daily Collection Report Print',
    layout: 'none',
    load: () => import('./teller-days/DcrPrintPage.tsx'),
  },
  {
    path: '/fsd/collection/ebs-online-payment',
    module: 'collection',
    title: 'EBS Online Payment Collection',
    load: () => import('./channel-uploads/EbsOnlinePaymentPage.tsx'),
  },
  {
    path: '/fsd/collection/ebs-online-payment/:id',
    module: 'collection',
    title: 'EBS Online Payment Details',
    load: () => import('./channel-uploads/UploadDetailPage.tsx'),
  },
  {
    path: '/fsd/collection/partial-payment',
    module: 'collection',
    title: 'Partial Payment',
    load: () => import('./payments/PartialPaymentPage.tsx'),
  },
  {
    path: '/fsd/collection/payment-cancellation-approval',
    module: 'collection',
    title: 'Payment Cancellation Approval',
    load: () => import('./payment-cancellations/PaymentCancellationApprovalPage.tsx'),
  },
  {
    path: '/fsd/collection/upload-collection',
    module: 'collection',
    title: 'Online Payment Collection',
    load: () => import('./channel-uploads/UploadCollectionPage.tsx'),
  },
  {
    path: '/fsd/collection/upload-collection/:id',
    module: 'collection',
    title: 'Upload Collection Details',
    load: () => import('./channel-uploads/UploadDetailPage.tsx'),
  },
  {
    path: '/fsd/collection/upload-collection/:id?/print',
    module: 'collection',
    title: 'Upload Collection Print',
    layout: 'none',
    load: () => import('./channel-uploads/UploadPrintPage.tsx'),
  },
  {
    path: '/fsd/collection/use-advance-payment',
    module: 'collection',
    title: 'Use Advance Payment',
    load: () => import('./advances/UseAdvancePaymentPage.tsx'),
  },
  {
    path: '/fsd/collection/use-advance-payment/:id',
    module: 'collection',
    title: 'Use Advance Payment Details',
    load: () => import('./advances/UseAdvancePaymentPage.tsx'),
  },
];
