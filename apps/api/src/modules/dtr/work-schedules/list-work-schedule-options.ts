import { workScheduleOptionsEndpoint } from '@ilaw/contracts/dtr/work-schedules/list-work-schedule-options';
import { SIGNED_IN } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { toSchedule } from './work-schedule-queries.ts';

export const listWorkScheduleOptions = defineRoute({
  endpoint: workScheduleOptionsEndpoint,
  access: SIGNED_IN,
  async handler({ db }) {
    return (
      await db.selectFrom('work_schedules').selectAll().where('is_active', '=', true).orderBy('name').execute()
    ).map(toSchedule);
  },
});
