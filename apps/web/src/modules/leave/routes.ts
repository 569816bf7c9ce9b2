import type { PortalRoute } from '../../app/portal-route.ts';

export const routes: PortalRoute[] = [
  { path: '/user/leave-ledger', module: 'leave', title: 'Leave Ledger' },
  { path: '/isd/hr/leave-management', module: 'leave', title: 'Employee Leaves' },
  { path: '/isd/hr/leave-management/import-opening-balance', module: 'leave', title: 'Import Opening Balance' },
  { path: '/isd/hr/leave-management/types', module: 'leave', title: 'Leave Types' },
  { path: '/isd/hr/employee-leaves/transactions', module: 'leave', title: 'Leave Transactions' },
  { path: '/isd/hr/monthly-earned-leaves', module: 'leave', title: 'Monthly Earned Leave' },
  { path: '/isd/hr/without-pay-summary', module: 'leave', title: 'Without Pay Summary' },
];
