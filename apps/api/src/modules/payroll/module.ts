// Payroll (issue 13): the statutory tables and the contribution calculator, payroll types,
// payrolls and their generation from salaries and time records.
import { defineModule } from '../../platform/modules/define-module.ts';
import { createPayrollType } from './payroll-types/create-payroll-type.ts';
import { listPayrollTypes } from './payroll-types/list-payroll-types.ts';
import { updatePayrollType } from './payroll-types/update-payroll-type.ts';
import { createPayroll } from './payrolls/create-payroll.ts';
import { deletePayroll } from './payrolls/delete-payroll.ts';
import { generatePayroll } from './payrolls/generate-payroll.ts';
import { runGenerationJob } from './payrolls/generation.ts';
import { getPayroll } from './payrolls/get-payroll.ts';
import { listPayrollEmployees } from './payrolls/list-payroll-employees.ts';
import { listPayrolls } from './payrolls/list-payrolls.ts';
import { GENERATE_JOB } from './payrolls/payroll-queries.ts';
import { updatePayroll } from './payrolls/update-payroll.ts';
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
  ],
  auditedTypes: {
    payroll: ['Payroll'],
    'payroll-type': ['Payroll'],
    'payroll-statutory-table': ['Payroll'],
  },
  registerJobs: (services) => {
    services.jobs.register(GENERATE_JOB, runGenerationJob);
  },
});
