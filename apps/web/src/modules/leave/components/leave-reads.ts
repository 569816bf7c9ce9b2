// The GET endpoints that show leave postings: what filing, deciding, cancelling, granting,
// closing, importing or posting monthly credits refreshes (each changes ledger lines).
import { listLeaveClosingsEndpoint } from '@ilaw/contracts/leave/fiscal-year-closing';
import {
  employeeLeaveLedgerEndpoint,
  listMonthlyEarnedEndpoint,
  myLeaveLedgerEndpoint,
} from '@ilaw/contracts/leave/leave';
import { listLeaveApplicationsEndpoint, myLeaveApplicationsEndpoint } from '@ilaw/contracts/leave/leave-applications';
import { listLeaveBalancesEndpoint } from '@ilaw/contracts/leave/leave-balances';
import { listLedgerTransactionsEndpoint } from '@ilaw/contracts/leave/ledger-lines';
import { withoutPaySummaryEndpoint } from '@ilaw/contracts/leave/without-pay-summary';

export const LEAVE_POSTING_READS = [
  listLeaveApplicationsEndpoint,
  myLeaveApplicationsEndpoint,
  listLedgerTransactionsEndpoint,
  listLeaveBalancesEndpoint,
  employeeLeaveLedgerEndpoint,
  myLeaveLedgerEndpoint,
  withoutPaySummaryEndpoint,
  listMonthlyEarnedEndpoint,
  listLeaveClosingsEndpoint,
] as const;
