import type { PortalRoute } from '#web/app/portal-route.ts';

export const screens: PortalRoute[] = [
  {
    path: '/user/payslips',
    module: 'payroll',
    title: 'Payslips',
    load: () => import('./payslips/MyPayslipsPage.tsx'),
  },
  {
    path: '/user/payslips/:id',
    module: 'payroll',
    title: 'Payslip',
    load: () => import('./payslips/MyPayslipPage.tsx'),
  },
  {
    path: '/isd/hr/configurations/salaries',
    module: 'payroll',
    title: 'Employee Salaries',
    // Built by HR (salary records, template and import).
    load: () => import('../hr/pages/SalariesPage.tsx'),
  },
  {
    path: '/isd/hr/payroll-management/employees/:id?',
    module: 'payroll',
    title: 'Employees Payments',
    load: () => import('./employee-items/EmployeePaymentsPage.tsx'),
  },
  {
    path: '/isd/hr/payroll-management/payrolls',
    module: 'payroll',
    title: 'Generated Payrolls',
    load: () => import('./payrolls/PayrollsPage.tsx'),
  },
  {
    path: '/isd/hr/payroll-management/payrolls/:id',
    module: 'payroll',
    title: 'Payroll Details',
    load: () => import('./payrolls/PayrollDetailPage.tsx'),
  },
  {
    path: '/isd/hr/payroll-management/payrolls/:id?/print/recap',
    module: 'payroll',
    title: 'Payroll Recap Print',
    layout: 'none',
    // The recap per department and the deduction report (?report=deductions).
    load: () => import('./payroll-reports/PayrollRecapPrintPage.tsx'),
  },
  {
    path: '/isd/hr/payroll-management/payrolls/:id?/:employeeId/payslip',
    module: 'payroll',
    title: 'Employee Payslip Print',
    layout: 'none',
    load: () => import('./payslips/PayslipPrintPage.tsx'),
  },
  {
    path: '/isd/hr/payroll-management/recurring-payments',
    module: 'payroll',
    title: 'Recurring Payments',
    load: () => import('./employee-items/RecurringPaymentsPage.tsx'),
  },
  {
    path: '/isd/hr/payroll-management/types',
    module: 'payroll',
    title: 'Payroll Types',
    // Payroll types, the statutory tables with their history, and the contribution calculator.
    load: () => import('./payroll-types/PayrollTypesPage.tsx'),
  },
];
