import { deleteEmploymentHistoryEndpoint } from '@ilaw/contracts/hr/employment-histories/delete-employment-history';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { notFound } from '../../../platform/http/errors.ts';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import { assertNotOwnEmployeeRecord } from '../../../platform/approvals/own-record.ts';
import { HR_WRITERS } from '../access.ts';
import { HISTORY_NOT_FOUND, auditedHistory, loadHistory } from './history-queries.ts';

export const deleteEmploymentHistory = defineRoute({
  endpoint: deleteEmploymentHistoryEndpoint,
  access: anyRole(...HR_WRITERS),
  async handler({ params, db, actor, user }) {
    await db.transaction().execute(async (trx) => {
      const before = await loadHistory(trx, params.id);
      if (!before) throw notFound(HISTORY_NOT_FOUND);
      await assertNotOwnEmployeeRecord(trx, user, before.employeeId);
      await trx.deleteFrom('employment_histories').where('id', '=', params.id).execute();
      await recordAudit(trx, actor, {
        entityType: 'employment-history',
        entityId: params.id,
        action: 'deleted',
        oldValues: auditedHistory(before),
      });
    });
    return { ok: true as const };
  },
});
