import { listWorkSchedulesEndpoint } from '@ilaw/contracts/dtr/work-schedules/list-work-schedules';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { toSchedule } from './work-schedule-queries.ts';

const HR = anyRole('Employee');

export const listWorkSchedules = defineRoute({
  endpoint: listWorkSchedulesEndpoint,
  access: HR,
  async handler({ db }) {
    return (await db.selectFrom('work_schedules').selectAll().orderBy('name').execute()).map(toSchedule);
  },
});
