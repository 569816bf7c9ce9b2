// Collection: tellers and OR series, receipt printers, payments at the window with surcharges,
// 2307s, partial and advance payments, teller days and DCRs, cancellations, non-power bills and
// the collection summary (docs/decisions/050-054).
import { defineModule } from '../../platform/modules/define-module.ts';
import { onBillsPosted, provideArrearsExtras } from '../billing/public.ts';
import { collectionArrearsExtras } from './accounts/arrears-extras.ts';
import { applyAdvancesToPostedBills } from './advances/apply-advance-balance.ts';
import { findAccounts } from './accounts/find-accounts.ts';
import { listChannelSettings } from './channel-uploads/list-channel-settings.ts';
import { updateChannelSettings } from './channel-uploads/update-channel-settings.ts';
import { createChannelUpload } from './channel-uploads/create-channel-upload.ts';
import { exportOnlineCollection } from './channel-uploads/export-online-collection.ts';
import { getChannelUpload } from './channel-uploads/get-channel-upload.ts';
import { listChannelLines } from './channel-uploads/list-channel-lines.ts';
import { listChannelUploads } from './channel-uploads/list-channel-uploads.ts';
import { postChannelUpload } from './channel-uploads/post-channel-upload.ts';
import { uploadPaymentLogs } from './channel-uploads/upload-payment-logs.ts';
import { getAccount } from './accounts/get-account.ts';
import { applyAdvance } from './advances/apply-advance.ts';
import { getAdvanceAccount } from './advances/get-advance-account.ts';
import { listAdvances } from './advances/list-advances.ts';
import { collectionDemoSeeder } from './demo/seed-collection-demo.ts';
import { listGlAccounts } from './gl-accounts/list-gl-accounts.ts';
import { updateGlAccount } from './gl-accounts/update-gl-account.ts';
import { createNonPowerBill } from './non-power/create-non-power-bill.ts';
import { createNonPowerType } from './non-power/create-non-power-type.ts';
import { listNonPowerBills } from './non-power/list-non-power-bills.ts';
import { listNonPowerTypes } from './non-power/list-non-power-types.ts';
import { updateNonPowerType } from './non-power/update-non-power-type.ts';
import { createOrSeries } from './or-series/create-or-series.ts';
import { listOrSeries } from './or-series/list-or-series.ts';
import { paymentCancellationApprovals } from './payment-cancellations/cancellation-approvals.ts';
import { listPaymentCancellations } from './payment-cancellations/list-payment-cancellations.ts';
import { requestPaymentCancellation } from './payment-cancellations/request-payment-cancellation.ts';
import { voidReceipt } from './teller-days/void-receipt.ts';
import { createNonPowerSchedule } from './non-power-schedules/create-non-power-schedule.ts';
import { generateRecurring } from './non-power-schedules/generate-non-power-schedule-bills.ts';
import { listNonPowerSchedules } from './non-power-schedules/list-non-power-schedules.ts';
import { createPayment } from './payments/create-payment.ts';
import { getPayment } from './payments/get-payment.ts';
import { listPayments } from './payments/list-payments.ts';
import { createSalesInvoicePrinter } from './printers/create-sales-invoice-printer.ts';
import { listSalesInvoicePrinters } from './printers/list-sales-invoice-printers.ts';
import { updateSalesInvoicePrinter } from './printers/update-sales-invoice-printer.ts';
import { exportCollectionSummary } from './summary/export-collection-summary.ts';
import { getCollectionSummary } from './summary/get-collection-summary.ts';
import { createSurchargeRule } from './surcharge-rules/create-surcharge-rule.ts';
import { listSurchargeRules } from './surcharge-rules/list-surcharge-rules.ts';
import { getTellerAuthorization } from './teller-authorization/get-teller-authorization.ts';
import { closeTellerDay } from './teller-days/close-teller-day.ts';
import { getTellerDay } from './teller-days/get-teller-day.ts';
import { listTellerDays } from './teller-days/list-teller-days.ts';
import { openTellerDay } from './teller-days/open-teller-day.ts';
import { receiveTellerDay } from './teller-days/receive-teller-day.ts';
import { createTeller } from './tellers/create-teller.ts';
import { listTellers } from './tellers/list-tellers.ts';
import { updateTeller } from './tellers/update-teller.ts';
import { daysLeftOpen, daysToReceive } from './work-cards.ts';

// Advance balances pay the next bill in billing's posting transaction (decision 057).
onBillsPosted(applyAdvancesToPostedBills);
// EBS Arrears shows the surcharge, advance balance and non-power bills (decision 059).
provideArrearsExtras(collectionArrearsExtras);

const COLLECTION_AUDIT = ['Cashier', 'Manager', 'Admin'] as const;

export const collectionModule = defineModule({
  name: 'collection',
  endpoints: [
    listTellers,
    createTeller,
    updateTeller,
    listOrSeries,
    createOrSeries,
    listSalesInvoicePrinters,
    createSalesInvoicePrinter,
    updateSalesInvoicePrinter,
    getTellerAuthorization,
    findAccounts,
    getAccount,
    createPayment,
    getPayment,
    listPayments,
    openTellerDay,
    listTellerDays,
    getTellerDay,
    closeTellerDay,
    receiveTellerDay,
    requestPaymentCancellation,
    voidReceipt,
    listNonPowerSchedules,
    createNonPowerSchedule,
    generateRecurring,
    listPaymentCancellations,
    getAdvanceAccount,
    listAdvances,
    applyAdvance,
    listNonPowerTypes,
    createNonPowerType,
    updateNonPowerType,
    listNonPowerBills,
    createNonPowerBill,
    listSurchargeRules,
    createSurchargeRule,
    listGlAccounts,
    updateGlAccount,
    getCollectionSummary,
    exportCollectionSummary,
    createChannelUpload,
    listChannelUploads,
    getChannelUpload,
    uploadPaymentLogs,
    postChannelUpload,
    listChannelLines,
    exportOnlineCollection,
    listChannelSettings,
    updateChannelSettings,
  ],
  auditedTypes: {
    'collection-teller': ['Admin', 'Cashier'],
    'collection-printer': ['Admin'],
    'collection-payment': COLLECTION_AUDIT,
    'collection-teller-day': COLLECTION_AUDIT,
    'collection-advance': COLLECTION_AUDIT,
    'collection-non-power-type': ['NonPowerBill', 'Admin'],
    'collection-non-power-bill': ['NonPowerBill', 'Cashier', 'Admin'],
    'collection-surcharge-rule': ['Manager', 'Admin'],
    'collection-gl-account': ['Manager', 'Admin'],
    'collection-channel-upload': ['UploadCollection', 'Cashier', 'Manager', 'Admin'],
    'collection-channel': ['Manager', 'Admin'],
  },
  demoSeeder: collectionDemoSeeder,
  approvalHandlers: [paymentCancellationApprovals],
  workCards: [daysToReceive, daysLeftOpen],
});
