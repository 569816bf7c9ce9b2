import { EMPLOYEE_STATUS, EMPLOYMENT_TYPE, enumLabel } from '@ilaw/contracts/enums';
import { exportEmployeesEndpoint } from '@ilaw/contracts/hr/employees/export-employees';
import { XLSX_TYPE } from '../../../platform/files/file-store.ts';
import { exportFileName, listQueryWorkbook, type ExportColumn } from '../../../platform/files/list-export.ts';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute, fileResponse } from '../../../platform/http/define-route.ts';
import { manilaToday } from '../../../platform/time/manila.ts';
import { HR_READERS } from '../access.ts';
import { employeeListQuery } from './employee-list-query.ts';
import { toEmployee } from './employee-queries.ts';
import type { Employee } from '@ilaw/contracts/hr/employees/employee';

const COLUMNS: ExportColumn<Employee>[] = [
  { header: 'Employee ID', width: 14, value: (e) => e.employeeId },
  { header: 'Last name', width: 20, value: (e) => e.lastName },
  { header: 'First name', width: 20, value: (e) => e.firstName },
  { header: 'Middle name', width: 16, value: (e) => e.middleName },
  { header: 'Position', width: 28, value: (e) => e.position },
  { header: 'Department', width: 14, value: (e) => e.departmentCode },
  { header: 'Branch', width: 16, value: (e) => e.branchName },
  { header: 'Employment', width: 16, value: (e) => enumLabel(EMPLOYMENT_TYPE, e.employmentType) },
  { header: 'Status', width: 12, value: (e) => enumLabel(EMPLOYEE_STATUS, e.employeeStatus) },
  { header: 'Date hired', width: 14, format: 'date', value: (e) => e.dateHired },
];

export const exportEmployees = defineRoute({
  endpoint: exportEmployeesEndpoint,
  access: anyRole(...HR_READERS),
  async handler({ query, db }) {
    const bytes = await listQueryWorkbook({
      sheet: 'Employees',
      columns: COLUMNS,
      list: employeeListQuery(db, query),
      toRows: (rows) => rows.map(toEmployee),
    });
    return fileResponse(exportFileName('Employees', manilaToday()), XLSX_TYPE, bytes);
  },
});
