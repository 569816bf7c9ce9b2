// Leave: types, ledger, monthly earned credits, applications, opening balances, year closing.
// Leave management belongs to the LeaveLedger role; HR (Employee) may read an employee's ledger;
// everyone reads their own.
import { defineModule } from '../../platform/modules/define-module.ts';
import { grantAnnualLeave } from './annual-grants/grant-annual-leave.ts';
import { closeLeaveFiscalYear } from './fiscal-year-closings/close-leave-fiscal-year.ts';
import { listLeaveClosings } from './fiscal-year-closings/list-leave-closings.ts';
import { cancelLeaveApplication } from './leave-applications/cancel-leave-application.ts';
import { createLeaveApplication } from './leave-applications/create-leave-application.ts';
import { decideLeaveApplication } from './leave-applications/decide-leave-application.ts';
import { fileMyLeaveApplication } from './leave-applications/file-my-leave-application.ts';
import { leaveApprovals } from './leave-applications/leave-approvals.ts';
import { exportLeaveApplications } from './leave-applications/export-leave-applications.ts';
import { getLeaveApplicationForm } from './leave-applications/get-leave-application-form.ts';
import { getMyLeaveApplicationForm } from './leave-applications/get-my-leave-application-form.ts';
import { listLeaveApplications } from './leave-applications/list-leave-applications.ts';
import { listMyLeaveApplications } from './leave-applications/list-my-leave-applications.ts';
import { withdrawMyLeaveApplication } from './leave-applications/withdraw-my-leave-application.ts';
import { exportLeaveBalances } from './leave-balances/export-leave-balances.ts';
import { listLeaveBalances } from './leave-balances/list-leave-balances.ts';
import { createLeaveType } from './leave-types/create-leave-type.ts';
import { listLeaveTypeOptions } from './leave-types/list-leave-type-options.ts';
import { listLeaveTypes } from './leave-types/list-leave-types.ts';
import { updateLeaveType } from './leave-types/update-leave-type.ts';
import { getEmployeeLeaveLedger } from './ledger/get-employee-leave-ledger.ts';
import { getMyLeaveLedger } from './ledger/get-my-leave-ledger.ts';
import { exportLedgerTransactions } from './ledger/export-ledger-transactions.ts';
import { listLedgerTransactions } from './ledger/list-ledger-transactions.ts';
import { listMonthlyCredits } from './monthly-credits/list-monthly-credits.ts';
import { postMonthlyCredits } from './monthly-credits/post-monthly-credits.ts';
import { previewMonthlyCredits } from './monthly-credits/preview-monthly-credits.ts';
import { reverseMonthlyCredits } from './monthly-credits/reverse-monthly-credits.ts';
import { downloadOpeningBalanceTemplate } from './opening-balances/download-opening-balance-template.ts';
import { importOpeningBalances } from './opening-balances/import-opening-balances.ts';
import { seedLeaveDemo } from './demo/seed-leave-demo.ts';
import { exportWithoutPaySummary } from './without-pay-summary/export-without-pay-summary.ts';
import { getWithoutPaySummary } from './without-pay-summary/get-without-pay-summary.ts';

const LEAVE_READERS = ['LeaveLedger'] as const;

export const leaveModule = defineModule({
  name: 'leave',
  endpoints: [
    listLeaveTypeOptions,
    listLeaveTypes,
    getEmployeeLeaveLedger,
    getMyLeaveLedger,
    listMonthlyCredits,
    previewMonthlyCredits,
    postMonthlyCredits,
    reverseMonthlyCredits,
    createLeaveApplication,
    decideLeaveApplication,
    createLeaveType,
    updateLeaveType,
    downloadOpeningBalanceTemplate,
    importOpeningBalances,
    getWithoutPaySummary,
    exportWithoutPaySummary,
    listLeaveBalances,
    exportLeaveBalances,
    listLedgerTransactions,
    exportLedgerTransactions,
    listLeaveApplications,
    listMyLeaveApplications,
    getLeaveApplicationForm,
    exportLeaveApplications,
    getMyLeaveApplicationForm,
    fileMyLeaveApplication,
    grantAnnualLeave,
    closeLeaveFiscalYear,
    listLeaveClosings,
    withdrawMyLeaveApplication,
    cancelLeaveApplication,
  ],
  auditedTypes: {
    'monthly-earned-leave': LEAVE_READERS,
    'leave-application': LEAVE_READERS,
    'leave-type': LEAVE_READERS,
    'leave-opening-balance': LEAVE_READERS,
    'leave-fiscal-year': LEAVE_READERS,
  },
  // After the time-and-leave demo (dtr), which puts the opening balances and leave on the ledgers.
  demoSeeder: { name: 'leave-credits', run: seedLeaveDemo },
  approvalHandlers: [leaveApprovals],
});
