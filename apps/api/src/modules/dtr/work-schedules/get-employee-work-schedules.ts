import { hrWorkSchedulesEndpoint } from '@ilaw/contracts/dtr/work-schedules/get-employee-work-schedules';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { workSchedulesView } from './work-schedule-queries.ts';

const HR = anyRole('Employee');

export const getEmployeeWorkSchedules = defineRoute({
  endpoint: hrWorkSchedulesEndpoint,
  access: HR,
  async handler({ query, db }) {
    return workSchedulesView(db, query.employeeId ? [query.employeeId] : null);
  },
});
