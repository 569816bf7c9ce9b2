// HR: employee records, family, attachments, employment histories, salaries.
import { defineModule } from '../../platform/modules/define-module.ts';
import { seedHrDemo } from './demo/seed-hr-demo.ts';
import { registerHrJobs } from './jobs.ts';
import { deleteAttachment } from './attachments/delete-attachment.ts';
import { downloadAttachment } from './attachments/download-attachment.ts';
import { listAttachments } from './attachments/list-attachments.ts';
import { uploadAttachment } from './attachments/upload-attachment.ts';
import { createEmployee } from './employees/create-employee.ts';
import { employeeOptions } from './employees/employee-options.ts';
import { getEmployeeImage } from './employees/get-employee-image.ts';
import { getEmployee } from './employees/get-employee.ts';
import { linkableUsers } from './employees/linkable-users.ts';
import { exportEmployees } from './employees/export-employees.ts';
import { listEmployees } from './employees/list-employees.ts';
import { updateEmployeeImage } from './employees/update-employee-image.ts';
import { updateEmployee } from './employees/update-employee.ts';
import { createEmploymentHistory } from './employment-histories/create-employment-history.ts';
import { deleteEmploymentHistory } from './employment-histories/delete-employment-history.ts';
import { listEmploymentHistories } from './employment-histories/list-employment-histories.ts';
import { updateEmploymentHistory } from './employment-histories/update-employment-history.ts';
import { createFamilyMember } from './family/create-family-member.ts';
import { deleteFamilyMember } from './family/delete-family-member.ts';
import { listFamily } from './family/list-family.ts';
import { updateFamilyMember } from './family/update-family-member.ts';
import { createSalary } from './salaries/create-salary.ts';
import { deleteSalary } from './salaries/delete-salary.ts';
import { downloadSalaryTemplate } from './salaries/download-salary-template.ts';
import { importSalaries } from './salaries/import-salaries.ts';
import { listSalaries } from './salaries/list-salaries.ts';
import { updateSalary } from './salaries/update-salary.ts';

export const hrModule = defineModule({
  name: 'hr',
  endpoints: [
    listEmployees,
    exportEmployees,
    getEmployee,
    createEmployee,
    updateEmployee,
    updateEmployeeImage,
    getEmployeeImage,
    employeeOptions,
    linkableUsers,
    listFamily,
    createFamilyMember,
    updateFamilyMember,
    deleteFamilyMember,
    listAttachments,
    uploadAttachment,
    downloadAttachment,
    deleteAttachment,
    listEmploymentHistories,
    createEmploymentHistory,
    updateEmploymentHistory,
    deleteEmploymentHistory,
    listSalaries,
    createSalary,
    updateSalary,
    deleteSalary,
    downloadSalaryTemplate,
    importSalaries,
  ],
  // Record histories HR reads on the employee profile (family and attachments are part of 'employee').
  auditedTypes: {
    employee: ['Employee'],
    salary: ['Employee'],
    'salary-import': ['Employee'],
    'employment-history': ['Employee'],
  },
  registerJobs: registerHrJobs,
  demoSeeder: { name: 'hr', run: (db, log) => seedHrDemo(db, log) },
});
