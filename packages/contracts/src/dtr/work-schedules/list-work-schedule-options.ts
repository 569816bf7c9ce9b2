import { z } from 'zod';
import { endpoint } from '../../http.ts';
import { workScheduleSchema } from './work-schedule.ts';

export const workScheduleOptionsEndpoint = endpoint({
  method: 'GET',
  path: '/api/options/WorkSchedules',
  summary: 'Active work schedules for pickers.',
  response: z.array(workScheduleSchema),
});
