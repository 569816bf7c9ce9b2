import { updateEmploymentHistoryEndpoint } from '@ilaw/contracts/hr/employment-histories/update-employment-history';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { notFound } from '../../../platform/http/errors.ts';
import { diff, recordAudit } from '../../../platform/audit/audit-trail.ts';
import { assertNotOwnEmployeeRecord } from '../../../platform/approvals/own-record.ts';
import { HR_WRITERS } from '../access.ts';
import { HISTORY_NOT_FOUND, auditedHistory, checkHistoryPeriod, loadHistory } from './history-queries.ts';

export const updateEmploymentHistory = defineRoute({
  endpoint: updateEmploymentHistoryEndpoint,
  access: anyRole(...HR_WRITERS),
  async handler({ params, body, db, actor, user }) {
    return db.transaction().execute(async (trx) => {
      const before = await loadHistory(trx, params.id);
      if (!before) throw notFound(HISTORY_NOT_FOUND);
      await assertNotOwnEmployeeRecord(trx, user, before.employeeId, body.employeeId);
      await checkHistoryPeriod(trx, body, params.id);
      await trx
        .updateTable('employment_histories')
        .set({
          employee_id: body.employeeId,
          position: body.position,
          department_id: body.departmentId,
          employment_type: body.employmentType,
          salary_grade: body.salaryGrade,
          rate: body.rate,
          date_from: body.dateFrom,
          date_to: body.dateTo,
          remarks: body.remarks,
          updated_at: new Date(),
        })
        .where('id', '=', params.id)
        .execute();
      const after = await loadHistory(trx, params.id);
      if (!after) throw notFound(HISTORY_NOT_FOUND);
      const changes = diff(auditedHistory(before), auditedHistory(after));
      if (Object.keys(changes.newValues).length > 0) {
        await recordAudit(trx, actor, {
          entityType: 'employment-history',
          entityId: params.id,
          action: 'updated',
          ...changes,
        });
      }
      return after;
    });
  },
});
