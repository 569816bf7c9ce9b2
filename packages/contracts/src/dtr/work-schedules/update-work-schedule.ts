import { endpoint, idParam } from '../../http.ts';
import { workScheduleSchema } from './work-schedule.ts';
import { workScheduleFieldsSchema } from './work-schedule.ts';

export const updateWorkScheduleEndpoint = endpoint({
  method: 'PUT',
  path: '/api/v2/isd/hr/work-schedules/{id}',
  summary: 'Edit a work schedule (days already computed keep their figures until computed again).',
  params: idParam,
  body: workScheduleFieldsSchema,
  response: workScheduleSchema,
});
