import { z } from 'zod';
import { endpoint } from '../../http.ts';
import { workScheduleSchema } from './work-schedule.ts';

export const listWorkSchedulesEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/isd/hr/work-schedules',
  summary: 'All work schedules.',
  response: z.array(workScheduleSchema),
});
