// The billing module's routes, audited record types and job handler.
import type { RouteDef } from '../../platform/http/define-route.ts';
import { assignReaderRoutes } from './assign-reader-routes.ts';
import { closeBillMonth, createBillMonth, listBillMonths, updateBillMonth } from './bill-months.ts';
import { computeOneBill, getBill, listBills, startBulkCompute } from './bills.ts';
import { printRouteBills } from './print-route-bills.ts';
import { createConsumer, getConsumer, listConsumers, nearConsumers, updateConsumer } from './consumers.ts';
import {
  adjustBill,
  approveAdjustment,
  billSignatories,
  getAdjustmentRequest,
  listAdjustmentRequests,
  rejectAdjustment,
} from './adjustment-requests.ts';
import {
  approveCancellation,
  ledger,
  listCancellations,
  rejectCancellation,
  requestCancellation,
} from './ledger-adjust-cancel.ts';
import { listRateHeaders, saveRates } from './rates.ts';
import { ratesTemplate } from './rates/download-rate-template.ts';
import { importRates } from './rates/import-rates.ts';
import {
  enterReading,
  extractReadings,
  listReadingUploads,
  readingUploadFailures,
  routeSheet,
  uploadReadings,
} from './readings.ts';
import {
  exportBillingSummary,
  exportKwhSummary,
  getBillingSummary,
  getKwhSummary,
  monthlyBilledReport,
  totalBilled,
  totalBilledDetail,
} from './reports.ts';
import {
  addCancellationApprover,
  createMeterReader,
  createRoute,
  listCancellationApprovers,
  listMeterReaders,
  listRoutes,
  removeCancellationApprover,
  updateMeterReader,
  updateRoute,
} from './routes-readers.ts';

export const billingRoutes: RouteDef[] = [
  listConsumers,
  getConsumer,
  nearConsumers,
  createConsumer,
  updateConsumer,
  listMeterReaders,
  createMeterReader,
  updateMeterReader,
  assignReaderRoutes,
  listRoutes,
  createRoute,
  updateRoute,
  listCancellationApprovers,
  addCancellationApprover,
  removeCancellationApprover,
  listBillMonths,
  createBillMonth,
  updateBillMonth,
  closeBillMonth,
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
  listBills,
  printRouteBills,
  getBill,
  billSignatories,
  computeOneBill,
  startBulkCompute,
  ledger,
  adjustBill,
  listAdjustmentRequests,
  getAdjustmentRequest,
  approveAdjustment,
  rejectAdjustment,
  requestCancellation,
  listCancellations,
  approveCancellation,
  rejectCancellation,
  getBillingSummary,
  exportBillingSummary,
  getKwhSummary,
  exportKwhSummary,
  totalBilled,
  totalBilledDetail,
  monthlyBilledReport,
];
