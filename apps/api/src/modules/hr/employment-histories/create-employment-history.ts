import { createEmploymentHistoryEndpoint } from '@ilaw/contracts/hr/employment-histories/create-employment-history';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import { assertNotOwnEmployeeRecord } from '../../../platform/approvals/own-record.ts';
import { HR_WRITERS } from '../access.ts';
import { auditedHistory, checkHistoryPeriod, loadHistory } from './history-queries.ts';

export const createEmploymentHistory = defineRoute({
  endpoint: createEmploymentHistoryEndpoint,
  access: anyRole(...HR_WRITERS),
  async handler({ body, db, actor, user, reply }) {
    const created = await db.transaction().execute(async (trx) => {
      await assertNotOwnEmployeeRecord(trx, user, body.employeeId);
      await checkHistoryPeriod(trx, body, null);
      const row = await trx
        .insertInto('employment_histories')
        .values({
          employee_id: body.employeeId,
          position: body.position,
          department_id: body.departmentId,
          employment_type: body.employmentType,
          salary_grade: body.salaryGrade,
          rate: body.rate,
          date_from: body.dateFrom,
          date_to: body.dateTo,
          remarks: body.remarks,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const h = await loadHistory(trx, row.id);
      if (!h) throw new Error('created history vanished');
      await recordAudit(trx, actor, {
        entityType: 'employment-history',
        entityId: row.id,
        action: 'created',
        newValues: auditedHistory(h),
      });
      return h;
    });
    reply.code(201);
    return created;
  },
});
