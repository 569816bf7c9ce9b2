// An employee files their own leave application; the leave chain's signatories (HR) approve it.
import { fileMyLeaveApplicationEndpoint } from '@ilaw/contracts/leave/leave-applications/file-my-leave-application';
import { SIGNED_IN } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { ownEmployee } from '../../dtr/public.ts';
import { applicationRows, toApplicationRows } from './leave-application-queries.ts';
import { fileApplication } from './file-application.ts';

export const fileMyLeaveApplication = defineRoute({
  endpoint: fileMyLeaveApplicationEndpoint,
  access: SIGNED_IN,
  async handler({ body, db, actor, user, reply }) {
    const me = await ownEmployee(db, user);
    const row = await db.transaction().execute(async (trx) => {
      const a = await fileApplication(trx, actor, { ...body, employeeId: me.id });
      return applicationRows(trx).where('a.id', '=', a.id).executeTakeFirstOrThrow();
    });
    reply.code(201);
    return (await toApplicationRows(db, user, [row]))[0]!;
  },
});
