// The GET endpoints that show leave postings: what filing, deciding, cancelling, granting,
// closing, importing or posting monthly credits refreshes (each changes ledger lines).
import { listLeaveClosingsEndpoint } from '@ilaw/contracts/leave/fiscal-year-closings/list-leave-closings';
import { employeeLeaveLedgerEndpoint } from '@ilaw/contracts/leave/ledger/get-employee-leave-ledger';
import { listMonthlyEarnedEndpoint } from '@ilaw/contracts/leave/monthly-credits/list-monthly-credits';
import { myLeaveLedgerEndpoint } from '@ilaw/contracts/leave/ledger/get-my-leave-ledger';
import { listLeaveApplicationsEndpoint } from '@ilaw/contracts/leave/leave-applications/list-leave-applications';
import { myLeaveApplicationsEndpoint } from '@ilaw/contracts/leave/leave-applications/list-my-leave-applications';
import { listLeaveBalancesEndpoint } from '@ilaw/contracts/leave/leave-balances/list-leave-balances';
import { listLedgerTransactionsEndpoint } from '@ilaw/contracts/leave/ledger/list-ledger-transactions';
import { withoutPaySummaryEndpoint } from '@ilaw/contracts/leave/without-pay-summary/get-without-pay-summary';

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
