// Billing: consumers, meter readers and their routes, bill months and rates, readings, bills,
// adjustments and cancellations, the consumer ledger, reports.
import { defineModule } from '../../platform/modules/define-module.ts';
import { createDisconnectionThreshold } from './disconnections/create-disconnection-threshold.ts';
import { exportDisconnectionSummary } from './disconnections/export-disconnection-summary.ts';
import { getDisconnectionSummary } from './disconnections/get-disconnection-summary.ts';
import { listDisconnectionCandidates } from './disconnections/list-disconnection-candidates.ts';
import { listDisconnectionThresholds } from './disconnections/list-disconnection-thresholds.ts';
import { printDisconnectionNotices } from './disconnections/print-disconnection-notices.ts';
import { serveDisconnectionNotice } from './disconnections/serve-disconnection-notice.ts';
import { createFieldFinding } from './field-findings/create-field-finding.ts';
import { exportFieldFindings } from './field-findings/export-field-findings.ts';
import { listFieldFindings } from './field-findings/list-field-findings.ts';
import { reviewFieldFinding } from './field-findings/review-field-finding.ts';
import { assignFieldOrders } from './field-orders/assign-field-orders.ts';
import { createDisconnectionOrder } from './field-orders/create-disconnection-order.ts';
import { downloadMeterImage } from './field-orders/download-meter-image.ts';
import { executeFieldOrder } from './field-orders/execute-field-order.ts';
import { listFieldOrders } from './field-orders/list-field-orders.ts';
import { listMeterImages } from './field-orders/list-meter-images.ts';
import { reconnectAfterPayment } from './field-orders/reconnect-after-payment.ts';
import { onPaymentPosted } from '../collection/public.ts';
import { adjustBill } from './adjustments/adjust-bill.ts';
import { adjustmentApprovals } from './adjustments/adjustment-approvals.ts';
import { approveAdjustment } from './adjustments/approve-adjustment.ts';
import { getAdjustmentRequest } from './adjustments/get-adjustment-request.ts';
import { exportAdjustmentRequests } from './adjustments/export-adjustment-requests.ts';
import { listAdjustmentRequests } from './adjustments/list-adjustment-requests.ts';
import { rejectAdjustment } from './adjustments/reject-adjustment.ts';
import { closeBillMonth } from './bill-months/close-bill-month.ts';
import { deleteBillMonth } from './bill-months/delete-bill-month.ts';
import { createBillMonth } from './bill-months/create-bill-month.ts';
import { listBillMonths } from './bill-months/list-bill-months.ts';
import { updateBillMonth } from './bill-months/update-bill-month.ts';
import { computeOneBill } from './bills/compute-bill.ts';
import { runComputeJob } from './bills/compute-job.ts';
import { getBill } from './bills/get-bill.ts';
import { billSignatories } from './bills/list-bill-signatories.ts';
import { exportBills } from './bills/export-bills.ts';
import { listBills } from './bills/list-bills.ts';
import { printRouteBills } from './bills/print-route-bills.ts';
import { startBulkCompute } from './bills/start-bulk-compute.ts';
import { addCancellationApprover } from './cancellation-approvers/add-cancellation-approver.ts';
import { listCancellationApprovers } from './cancellation-approvers/list-cancellation-approvers.ts';
import { removeCancellationApprover } from './cancellation-approvers/remove-cancellation-approver.ts';
import { approveCancellation } from './cancellations/approve-cancellation.ts';
import { cancellationApprovals } from './cancellations/cancellation-approvals.ts';
import { exportCancellations } from './cancellations/export-cancellations.ts';
import { listCancellations } from './cancellations/list-cancellations.ts';
import { rejectCancellation } from './cancellations/reject-cancellation.ts';
import { requestCancellation } from './cancellations/request-cancellation.ts';
import { createConsumer } from './consumers/create-consumer.ts';
import { getConsumer } from './consumers/get-consumer.ts';
import { exportConsumers } from './consumers/export-consumers.ts';
import { listConsumers } from './consumers/list-consumers.ts';
import { nearConsumers } from './consumers/list-near-consumers.ts';
import { downloadMeterLocationTemplate } from './meter-locations/download-meter-location-template.ts';
import { exportMeterLocations } from './meter-locations/export-meter-locations.ts';
import { importMeterLocations } from './meter-locations/import-meter-locations.ts';
import { listMeterLocations } from './meter-locations/list-meter-locations.ts';
import { previewFieldCoordinates } from './meter-locations/preview-field-coordinates.ts';
import { takeFieldCoordinates } from './meter-locations/take-field-coordinates.ts';
import { updateConsumer } from './consumers/update-consumer.ts';
import { billingDemoSeeder } from './demo/demo-seeder.ts';
import { exportEbsArrears } from './arrears/export-ebs-arrears.ts';
import { listEbsArrears } from './arrears/list-ebs-arrears.ts';
import { FIELD_PHOTOS_JOB, generateFieldPhotos } from './demo/seed-field-demo.ts';
import { exportLedger } from './ledger/export-ledger.ts';
import { ledger } from './ledger/get-ledger.ts';
import { assignReaderRoutes } from './meter-readers/assign-reader-routes.ts';
import { createMeterReader } from './meter-readers/create-meter-reader.ts';
import { listMeterReaders } from './meter-readers/list-meter-readers.ts';
import { updateMeterReader } from './meter-readers/update-meter-reader.ts';
import { COMPUTE_JOB } from './month-locks.ts';
import { ratesTemplate } from './rates/download-rate-template.ts';
import { importRates } from './rates/import-rates.ts';
import { listRateHeaders } from './rates/list-rates.ts';
import { saveRates } from './rates/save-rates.ts';
import { enterReading } from './readings/enter-reading.ts';
import { extractReadings } from './readings/extract-readings.ts';
import { routeSheet } from './readings/get-route-sheet.ts';
import { syncFieldReadings } from './readings/sync-field-readings.ts';
import { readingUploadFailures } from './readings/list-reading-upload-failures.ts';
import { listReadingUploads } from './readings/list-reading-uploads.ts';
import { uploadReadings } from './readings/upload-readings.ts';
import { withdrawReading } from './readings/withdraw-reading.ts';
import { exportBillingSummary } from './reports/export-billing-summary.ts';
import { exportKwhSummary } from './reports/export-kwh-summary.ts';
import { getBillingSummary } from './reports/get-billing-summary.ts';
import { getKwhSummary } from './reports/get-kwh-summary.ts';
import { monthlyBilledReport } from './reports/get-monthly-billed-report.ts';
import { totalBilledDetail } from './reports/get-total-billed-detail.ts';
import { totalBilled } from './reports/get-total-billed.ts';
import { createRoute } from './routes/create-route.ts';
import { listRoutes } from './routes/list-routes.ts';
import { updateRoute } from './routes/update-route.ts';
import { getNearestNeighbourOrder } from './routes/get-nearest-neighbour-order.ts';
import { resequenceRoute } from './routes/resequence-route.ts';
import { routesLeftToRead } from './work-cards.ts';

// A payment at the window that clears a disconnected consumer's arrears and reconnection fee makes
// the reconnection order (decision 111).
onPaymentPosted(reconnectAfterPayment);

const BILLING_READERS = ['BillingReport', 'Admin'] as const;

export const billingModule = defineModule({
  name: 'billing',
  endpoints: [
    listConsumers,
    exportConsumers,
    getConsumer,
    nearConsumers,
    listMeterLocations,
    exportMeterLocations,
    importMeterLocations,
    downloadMeterLocationTemplate,
    previewFieldCoordinates,
    takeFieldCoordinates,
    createConsumer,
    updateConsumer,
    listMeterReaders,
    createMeterReader,
    updateMeterReader,
    assignReaderRoutes,
    listRoutes,
    createRoute,
    getNearestNeighbourOrder,
    resequenceRoute,
    updateRoute,
    listCancellationApprovers,
    addCancellationApprover,
    removeCancellationApprover,
    listBillMonths,
    createBillMonth,
    updateBillMonth,
    closeBillMonth,
    deleteBillMonth,
    listRateHeaders,
    saveRates,
    importRates,
    ratesTemplate,
    extractReadings,
    uploadReadings,
    listReadingUploads,
    readingUploadFailures,
    routeSheet,
    enterReading,
    syncFieldReadings,
    withdrawReading,
    listBills,
    exportBills,
    printRouteBills,
    getBill,
    billSignatories,
    computeOneBill,
    startBulkCompute,
    ledger,
    exportLedger,
    listEbsArrears,
    exportEbsArrears,
    adjustBill,
    listAdjustmentRequests,
    exportAdjustmentRequests,
    getAdjustmentRequest,
    approveAdjustment,
    rejectAdjustment,
    requestCancellation,
    listCancellations,
    exportCancellations,
    approveCancellation,
    rejectCancellation,
    getBillingSummary,
    exportBillingSummary,
    getKwhSummary,
    exportKwhSummary,
    totalBilled,
    listDisconnectionThresholds,
    createDisconnectionThreshold,
    listDisconnectionCandidates,
    printDisconnectionNotices,
    serveDisconnectionNotice,
    getDisconnectionSummary,
    exportDisconnectionSummary,
    listFieldOrders,
    createDisconnectionOrder,
    assignFieldOrders,
    executeFieldOrder,
    listMeterImages,
    downloadMeterImage,
    listFieldFindings,
    exportFieldFindings,
    createFieldFinding,
    reviewFieldFinding,
    totalBilledDetail,
    monthlyBilledReport,
  ],
  auditedTypes: {
    'billing-consumer': BILLING_READERS,
    'billing-route': BILLING_READERS,
    'billing-meter-reader': BILLING_READERS,
    'billing-bill-month': BILLING_READERS,
    'billing-rates': BILLING_READERS,
    'billing-meter-reading': BILLING_READERS,
    'billing-reading-upload': BILLING_READERS,
    'billing-bill': BILLING_READERS,
    'billing-cancellation-approver': ['Admin'],
    'billing-meter-location-import': BILLING_READERS,
    'billing-disconnection-threshold': BILLING_READERS,
    'billing-disconnection-notice': BILLING_READERS,
    'billing-field-order': BILLING_READERS,
    'billing-field-finding': BILLING_READERS,
  },
  registerJobs: (services) => {
    services.jobs.register(COMPUTE_JOB, runComputeJob);
    services.jobs.register<{ orderIds?: number[]; findingIds?: number[] }>(FIELD_PHOTOS_JOB, (ctx) =>
      generateFieldPhotos(ctx, services.files),
    );
  },
  demoSeeder: billingDemoSeeder,
  approvalHandlers: [cancellationApprovals, adjustmentApprovals],
  workCards: [routesLeftToRead],
});
