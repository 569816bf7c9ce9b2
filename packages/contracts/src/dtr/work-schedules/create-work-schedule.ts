import { endpoint } from '../../http.ts';
import { workScheduleSchema } from './work-schedule.ts';
import { workScheduleFieldsSchema } from './work-schedule.ts';

export const createWorkScheduleEndpoint = endpoint({
  method: 'POST',
  path: '/api/v2/isd/hr/work-schedules',
  summary: 'Add a work schedule.',
  body: workScheduleFieldsSchema,
  response: workScheduleSchema,
});
