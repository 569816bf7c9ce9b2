// The GET endpoints that show posted bills, their ledger and the reports over them: what posting,
// adjusting or cancelling a bill refreshes. Only those on screen are fetched again.
import { listBillMonthsEndpoint } from '@ilaw/contracts/billing/bill-months/list-bill-months';
import { getBillEndpoint } from '@ilaw/contracts/billing/bills/get-bill';
import { ledgerEndpoint } from '@ilaw/contracts/billing/ledger/get-ledger';
import { listBillsEndpoint } from '@ilaw/contracts/billing/bills/list-bills';
import { listCancellationsEndpoint } from '@ilaw/contracts/billing/cancellations/list-cancellations';
import { routeSheetEndpoint } from '@ilaw/contracts/billing/readings/get-route-sheet';
import { billingSummaryEndpoint } from '@ilaw/contracts/billing/reports/get-billing-summary';
import { kwhSummaryEndpoint } from '@ilaw/contracts/billing/reports/get-kwh-summary';
import { monthlyBilledReportEndpoint } from '@ilaw/contracts/billing/reports/get-monthly-billed-report';
import { totalBilledDetailEndpoint } from '@ilaw/contracts/billing/reports/get-total-billed-detail';
import { totalBilledEndpoint } from '@ilaw/contracts/billing/reports/get-total-billed';

export const BILL_READS = [
  listBillsEndpoint,
  getBillEndpoint,
  ledgerEndpoint,
  listCancellationsEndpoint,
  listBillMonthsEndpoint,
  routeSheetEndpoint,
  totalBilledEndpoint,
  totalBilledDetailEndpoint,
  monthlyBilledReportEndpoint,
  billingSummaryEndpoint,
  kwhSummaryEndpoint,
] as const;
