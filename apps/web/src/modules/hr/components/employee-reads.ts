// The GET endpoints that show an employee's record: what saving an employee (or its photo) refreshes.
import { employeeOptionsEndpoint } from '@ilaw/contracts/hr/employees/employee-options';
import { getEmployeeEndpoint } from '@ilaw/contracts/hr/employees/get-employee';
import { linkableUsersEndpoint } from '@ilaw/contracts/hr/employees/linkable-users';
import { listEmployeesEndpoint } from '@ilaw/contracts/hr/employees/list-employees';
import { recordHistoryEndpoint } from '@ilaw/contracts/platform/audit/record-history';

export const EMPLOYEE_READS = [
  listEmployeesEndpoint,
  getEmployeeEndpoint,
  employeeOptionsEndpoint,
  linkableUsersEndpoint,
  recordHistoryEndpoint,
] as const;
