import { leaveTypeOptionsEndpoint } from '@ilaw/contracts/leave/leave-types/list-leave-type-options';
import { SIGNED_IN } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { toLeaveType } from './leave-type-queries.ts';

export const listLeaveTypeOptions = defineRoute({
  endpoint: leaveTypeOptionsEndpoint,
  access: SIGNED_IN,
  async handler({ db }) {
    return (await db.selectFrom('leave_types').selectAll().where('is_active', '=', true).orderBy('id').execute()).map(
      toLeaveType,
    );
  },
});
