import { hrComputeEndpoint } from '@ilaw/contracts/dtr/records/compute-daily-time-records';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { computeDtr } from '../compute.ts';
import { employeesInDepartment } from '../scope.ts';
import { mustExist } from './record-queries.ts';

export const computeDailyTimeRecords = defineRoute({
  endpoint: hrComputeEndpoint,
  access: anyRole('Employee', 'DtrManualInput'),
  async handler({ body, db, actor }) {
    let ids: number[];
    if (body.employeeId) {
      await mustExist(db, body.employeeId);
      ids = [body.employeeId];
    } else ids = await employeesInDepartment(db, body.departmentId ?? null, true);
    return db.transaction().execute(async (trx) => {
      const result = await computeDtr(trx, ids, body.from, body.to);
      await recordAudit(trx, actor, {
        entityType: 'dtr-computation',
        entityId: `${body.from}..${body.to}`,
        action: 'computed',
        newValues: { departmentId: body.departmentId ?? null, employeeId: body.employeeId ?? null, ...result },
      });
      return result;
    });
  },
});
