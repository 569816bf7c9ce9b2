import { departmentComputeEndpoint } from '@ilaw/contracts/dtr/records/compute-department-daily-time-records';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { computeDtr } from '../compute.ts';
import { departmentInView, employeeInView, employeesInDepartment } from '../scope.ts';

const DEPT = anyRole('DepartmentDtrMonitoring', 'Employee');

export const computeDepartmentDailyTimeRecords = defineRoute({
  endpoint: departmentComputeEndpoint,
  access: DEPT,
  async handler({ body, db, user, actor }) {
    const dept = await departmentInView(db, user, body.departmentId);
    let ids: number[];
    if (body.employeeId) {
      await employeeInView(db, user, body.employeeId, dept);
      ids = [body.employeeId];
    } else ids = await employeesInDepartment(db, dept, true);
    return db.transaction().execute(async (trx) => {
      const result = await computeDtr(trx, ids, body.from, body.to);
      await recordAudit(trx, actor, {
        entityType: 'dtr-computation',
        entityId: `${body.from}..${body.to}`,
        action: 'computed',
        newValues: { departmentId: dept, employeeId: body.employeeId ?? null, ...result },
      });
      return result;
    });
  },
});
