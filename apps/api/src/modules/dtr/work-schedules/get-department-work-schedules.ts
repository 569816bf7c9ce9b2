import { departmentWorkSchedulesEndpoint } from '@ilaw/contracts/dtr/work-schedules/get-department-work-schedules';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { workSchedulesView } from './work-schedule-queries.ts';
import { departmentInView, employeesInDepartment } from '../scope.ts';

const DEPT = anyRole('DepartmentDtrMonitoring', 'Employee');

export const getDepartmentWorkSchedules = defineRoute({
  endpoint: departmentWorkSchedulesEndpoint,
  access: DEPT,
  async handler({ query, db, user }) {
    const dept = await departmentInView(db, user, query.departmentId);
    return workSchedulesView(db, dept === null ? null : await employeesInDepartment(db, dept));
  },
});
