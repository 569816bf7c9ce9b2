import { personalWorkSchedulesEndpoint } from '@ilaw/contracts/dtr/work-schedules/get-my-work-schedules';
import { SIGNED_IN } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { workSchedulesView } from './work-schedule-queries.ts';
import { ownEmployee } from '../scope.ts';

export const getMyWorkSchedules = defineRoute({
  endpoint: personalWorkSchedulesEndpoint,
  access: SIGNED_IN,
  async handler({ db, user }) {
    const me = await ownEmployee(db, user);
    return workSchedulesView(db, [me.id]);
  },
});
