import { endpoint } from '../../http.ts';
import { workSchedulesViewSchema } from './work-schedule.ts';

export const personalWorkSchedulesEndpoint = endpoint({
  method: 'GET',
  path: '/api/personal/DailyTimeRecord/GetWorkSchedules',
  summary: 'My work schedule assignments.',
  response: workSchedulesViewSchema,
});
