import { z } from 'zod';
import { endpoint } from '../../http.ts';
import { id as recordId } from '../../primitives.ts';
import { workSchedulesViewSchema } from './work-schedule.ts';

const id = recordId();

const departmentFilter = z.object({ departmentId: id.optional() });

export const departmentWorkSchedulesEndpoint = endpoint({
  method: 'GET',
  path: '/api/departments/DailyTimeRecords/GetWorkSchedules',
  summary: 'Work schedules and the assignments of the department employees.',
  query: departmentFilter,
  response: workSchedulesViewSchema,
});
