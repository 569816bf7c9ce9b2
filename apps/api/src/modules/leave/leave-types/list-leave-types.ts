import { listLeaveTypesEndpoint } from '@ilaw/contracts/leave/leave-types/list-leave-types';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { toLeaveType } from './leave-type-queries.ts';

export const listLeaveTypes = defineRoute({
  endpoint: listLeaveTypesEndpoint,
  access: anyRole('LeaveLedger', 'Employee'),
  async handler({ db }) {
    return (await db.selectFrom('leave_types').selectAll().orderBy('id').execute()).map(toLeaveType);
  },
});
