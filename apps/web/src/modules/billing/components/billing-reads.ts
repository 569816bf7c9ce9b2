// The GET endpoints that show posted bills, their ledger and the reports over them: what posting,
// adjusting or cancelling a bill refreshes. Only those on screen are fetched again.
import { listBillMonthsEndpoint } from '@ilaw/contracts/billing/bill-months-rates';
import {
  getBillEndpoint,
  ledgerEndpoint,
  listBillsEndpoint,
  listCancellationsEndpoint,
} from '@ilaw/contracts/billing/bills';
import { routeSheetEndpoint } from '@ilaw/contracts/billing/readings';
import {
  billingSummaryEndpoint,
  kwhSummaryEndpoint,
  monthlyBilledReportEndpoint,
  totalBilledDetailEndpoint,
  totalBilledEndpoint,
} from '@ilaw/contracts/billing/reports';

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
