import type { PortalRoute } from '#web/app/portal-route.ts';

export const screens: PortalRoute[] = [
  {
    path: '/user/leave-ledger',
    module: 'leave',
    title: 'Leave Ledger',
    load: () => import('./ledger/MyLeaveLedgerPage.tsx'),
  },
  {
    path: '/isd/hr/leave-management',
    module: 'leave',
    title: 'Employee Leaves',
    load: () => import('./leave-balances/LeaveManagementPage.tsx'),
  },
  {
    path: '/isd/hr/leave-management/import-opening-balance',
    module: 'leave',
    title: 'Import Opening Balance',
    load: () => import('./opening-balances/ImportOpeningBalancePage.tsx'),
  },
  {
    path: '/isd/hr/leave-management/types',
    module: 'leave',
    title: 'Leave Types',
    load: () => import('./leave-types/LeaveTypesPage.tsx'),
  },
  {
    path: '/isd/hr/employee-leaves/transactions',
    module: 'leave',
    title: 'Leave Transactions',
    load: () => import('./ledger/LeaveTransactionsPage.tsx'),
  },
  {
    path: '/isd/hr/monthly-earned-leaves',
    module: 'leave',
    title: 'Monthly Earned Leave',
    load: () => import('./monthly-credits/MonthlyEarnedLeavesPage.tsx'),
  },
  {
    path: '/isd/hr/without-pay-summary',
    module: 'leave',
    title: 'Without Pay Summary',
    load: () => import('./without-pay-summary/WithoutPaySummaryPage.tsx'),
  },
];
