import { LEAVE_APPLICATION_STATUS } from '@ilaw/contracts/leave/leave-applications/leave-application';
import { decideLeaveApplicationEndpoint } from '@ilaw/contracts/leave/leave-applications/decide-leave-application';
import { decideApproval, pendingRequestOf } from '../../../platform/approvals/engine.ts';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { conflict, notFound } from '../../../platform/http/errors.ts';
import { LEAVE_DOC } from './leave-approvals.ts';
import { toApplication } from './leave-application-queries.ts';

const LEAVE = anyRole('LeaveLedger');

export const decideLeaveApplication = defineRoute({
  endpoint: decideLeaveApplicationEndpoint,
  access: LEAVE,
  async handler({ params, body, db, actor, user }) {
    const row = await db.transaction().execute(async (trx) => {
      const a = await trx
        .selectFrom('leave_applications')
        .select(['id', 'status'])
        .where('id', '=', params.id)
        .executeTakeFirst();
      if (!a) throw notFound('The leave application was not found.');
      if (a.status !== LEAVE_APPLICATION_STATUS.Pending.value)
        throw conflict('This leave application has already been decided.');
      const requestId = await pendingRequestOf(trx, LEAVE_DOC, a.id);
      // The engine refuses the filer and the employee; the final approval posts (leave-approvals.ts).
      await decideApproval(trx, user, actor, { requestId, approve: body.approve, remarks: body.remarks ?? null });
      return trx.selectFrom('leave_applications').selectAll().where('id', '=', a.id).executeTakeFirstOrThrow();
    });
    return toApplication(row);
  },
});
