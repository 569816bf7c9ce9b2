import { createLeaveApplicationEndpoint } from '@ilaw/contracts/leave/leave-applications/create-leave-application';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { fileApplication } from './file-application.ts';
import { toApplication } from './leave-application-queries.ts';

const LEAVE = anyRole('LeaveLedger');

export const createLeaveApplication = defineRoute({
  endpoint: createLeaveApplicationEndpoint,
  access: LEAVE,
  async handler({ body, db, actor, reply }) {
    const row = await db.transaction().execute((trx) => fileApplication(trx, actor, body));
    reply.code(201);
    return toApplication(row);
  },
});
