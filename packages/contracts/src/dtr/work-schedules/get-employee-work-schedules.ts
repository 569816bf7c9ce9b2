import { z } from 'zod';
import { endpoint } from '../../http.ts';
import { id as recordId } from '../../primitives.ts';
import { workSchedulesViewSchema } from './work-schedule.ts';

const id = recordId();

export const hrWorkSchedulesEndpoint = endpoint({
  method: 'GET',
  path: '/api/isd/hr/EmployeeDailyTimeRecord/GetWorkSchedules',
  summary: 'Work schedules and assignments (all, or one employee).',
  query: z.object({ employeeId: id.optional() }),
  response: workSchedulesViewSchema,
});
