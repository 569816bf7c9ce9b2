import { departmentLogsEndpoint } from '@ilaw/contracts/dtr/logs/get-department-employee-logs';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { employeeLogs } from './log-queries.ts';
import { departmentInView, employeeInView } from '../scope.ts';

const DEPT = anyRole('DepartmentDtrMonitoring', 'Employee');

export const getDepartmentEmployeeLogs = defineRoute({
  endpoint: departmentLogsEndpoint,
  access: DEPT,
  async handler({ query, db, user }) {
    const dept = await departmentInView(db, user, undefined);
    await employeeInView(db, user, query.employeeId, dept);
    return employeeLogs(db, query.employeeId, query.from, query.to);
  },
});
