import { cancelLeaveApplicationEndpoint } from '@ilaw/contracts/leave/leave-applications/cancel-leave-application';
import { APPLICATION_NOT_FOUND } from '@ilaw/contracts/leave/leave-applications/leave-application';
import { assertNotOwnEmployeeRecord } from '../../../platform/approvals/own-record.ts';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { notFound } from '../../../platform/http/errors.ts';
import { applicationRows, toApplicationRows } from './leave-application-queries.ts';
import { cancelApplication } from './cancel-application.ts';

export const cancelLeaveApplication = defineRoute({
  endpoint: cancelLeaveApplicationEndpoint,
  access: anyRole('LeaveLedger'),
  async handler({ params, body, db, actor, user }) {
    const row = await db.transaction().execute(async (trx) => {
      const a = await trx
        .selectFrom('leave_applications')
        .select('employee_id')
        .where('id', '=', params.id)
        .executeTakeFirst();
      if (!a) throw notFound(APPLICATION_NOT_FOUND);
      // HR does not cancel or reverse their own leave; their own pending one they withdraw.
      await assertNotOwnEmployeeRecord(trx, user, a.employee_id);
      await cancelApplication(trx, actor, params.id, body.reason);
      return applicationRows(trx).where('a.id', '=', params.id).executeTakeFirstOrThrow();
    });
    return (await toApplicationRows(db, user, [row]))[0]!;
  },
});
