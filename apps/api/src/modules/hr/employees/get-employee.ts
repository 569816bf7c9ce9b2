import { getEmployeeEndpoint } from '@ilaw/contracts/hr/employees/get-employee';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { notFound } from '../../../platform/http/errors.ts';
import { HR_READERS } from '../access.ts';
import { recordSensitiveAccess } from '../../privacy/public.ts';
import { loadEmployee } from './employee-queries.ts';

export const EMPLOYEE_NOT_FOUND = 'The employee was not found.';

export const getEmployee = defineRoute({
  endpoint: getEmployeeEndpoint,
  access: anyRole(...HR_READERS),
  async handler({ params, db, user, ip }) {
    const employee = await loadEmployee(db, params.employeeId);
    if (!employee) throw notFound(EMPLOYEE_NOT_FOUND);
    await recordSensitiveAccess(db, {
      userId: user.id,
      ip,
      kind: 'EmployeeRecord',
      subjectEmployeeId: employee.id,
      detail: `Employee record ${employee.employeeId}`,
    });
    return employee;
  },
});
