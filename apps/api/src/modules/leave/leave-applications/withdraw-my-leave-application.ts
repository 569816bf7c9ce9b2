// An employee withdraws their own leave application while it is still pending; once decided it is
// HR's to correct (an approved one by reversal).
import { ONLY_PENDING_WITHDRAWN } from '@ilaw/contracts/leave/leave-applications/leave-application';
import { withdrawMyLeaveApplicationEndpoint } from '@ilaw/contracts/leave/leave-applications/withdraw-my-leave-application';
import { SIGNED_IN } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { ownEmployee } from '../../dtr/public.ts';
import { applicationRows, toApplicationRows } from './leave-application-queries.ts';
import { cancelApplication } from './cancel-application.ts';

export const withdrawMyLeaveApplication = defineRoute({
  endpoint: withdrawMyLeaveApplicationEndpoint,
  access: SIGNED_IN,
  async handler({ params, body, db, actor, user }) {
    const me = await ownEmployee(db, user);
    const row = await db.transaction().execute(async (trx) => {
      await cancelApplication(trx, actor, params.id, body.reason, {
        employeeId: me.id,
        approvedMessage: ONLY_PENDING_WITHDRAWN,
      });
      return applicationRows(trx).where('a.id', '=', params.id).executeTakeFirstOrThrow();
    });
    return (await toApplicationRows(db, user, [row]))[0]!;
  },
});
