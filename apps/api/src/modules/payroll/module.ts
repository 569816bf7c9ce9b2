// Payroll (issue 13): the statutory tables and the contribution calculator, payroll types,
// payrolls and their generation from salaries and time records, sign-off through the approval
// engine, payslips, the recap and the deduction report.
import { defineModule } from '../../platform/modules/define-module.ts';
import { listAnnualSummaries } from './annual-summaries/list-annual-summaries.ts';
import { createEmployeeItem } from './employee-items/create-employee-item.ts';
import { downloadOneTimeTemplate } from './employee-items/download-one-time-template.ts';
import { getEmployeeItem } from './employee-items/get-employee-item.ts';
import { importOneTimeAmounts } from './employee-items/import-one-time-amounts.ts';
import { listEmployeeItems } from './employee-items/list-employee-items.ts';
import { listEmployeePayments } from './employee-items/list-employee-payments.ts';
import { updateEmployeeItem } from './employee-items/update-employee-item.ts';
import { seedPayrollDemo } from './demo/seed-payroll-demo.ts';
import { createPayrollType } from './payroll-types/create-payroll-type.ts';
import { listPayrollTypes } from './payroll-types/list-payroll-types.ts';
import { updatePayrollType } from './payroll-types/update-payroll-type.ts';
import { createAdjustmentPayroll } from './payrolls/create-adjustment-payroll.ts';
import { createPayroll } from './payrolls/create-payroll.ts';
import { deletePayroll } from './payrolls/delete-payroll.ts';
import { generatePayroll } from './payrolls/generate-payroll.ts';
import { runGenerationJob } from './payrolls/generation.ts';
import { getPayroll } from './payrolls/get-payroll.ts';
import { listPayrollEmployees } from './payrolls/list-payroll-employees.ts';
import { listPayrolls } from './payrolls/list-payrolls.ts';
import { GENERATE_JOB } from './payrolls/payroll-queries.ts';
import { updatePayroll } from './payrolls/update-payroll.ts';
import { exportDeductionReport } from './payroll-reports/export-deduction-report.ts';
import { exportPayrollRecap } from './payroll-reports/export-payroll-recap.ts';
import { getDeductionReport } from './payroll-reports/get-deduction-report.ts';
import { getPayrollRecap } from './payroll-reports/get-payroll-recap.ts';
import { getMyPayslip } from './payslips/get-my-payslip.ts';
import { getPayslip } from './payslips/get-payslip.ts';
import { listEmployeePayslips } from './payslips/list-employee-payslips.ts';
import { listMyPayslips } from './payslips/list-my-payslips.ts';
import { payrollApprovals } from './payrolls/payroll-approvals.ts';
import { submitPayroll } from './payrolls/submit-payroll.ts';
import { getStatutoryDeductions } from './statutory-deductions/get-statutory-deductions.ts';
import { createStatutoryTable } from './statutory-tables/create-statutory-table.ts';
import { listStatutoryTables } from './statutory-tables/list-statutory-tables.ts';

export const payrollModule = defineModule({
  name: 'payroll',
  endpoints: [
    listStatutoryTables,
    createStatutoryTable,
    getStatutoryDeductions,
    listPayrollTypes,
    createPayrollType,
    updatePayrollType,
    listPayrolls,
    getPayroll,
    createPayroll,
    updatePayroll,
    deletePayroll,
    listPayrollEmployees,
    generatePayroll,
    submitPayroll,
    getPayslip,
    listMyPayslips,
    getMyPayslip,
    getPayrollRecap,
    exportPayrollRecap,
    getDeductionReport,
    exportDeductionReport,
    listEmployeePayments,
    listEmployeeItems,
    getEmployeeItem,
    createEmployeeItem,
    updateEmployeeItem,
    downloadOneTimeTemplate,
    importOneTimeAmounts,
    listAnnualSummaries,
    listEmployeePayslips,
    createAdjustmentPayroll,
  ],
  auditedTypes: {
    payroll: ['Payroll'],
    'payroll-type': ['Payroll'],
    'payroll-statutory-table': ['Payroll'],
    'payroll-employee-item': ['Payroll'],
  },
  approvalHandlers: [payrollApprovals],
  demoSeeder: { name: 'payroll', run: seedPayrollDemo },
  registerJobs: (services) => {
    services.jobs.register(GENERATE_JOB, runGenerationJob);
  },
});
