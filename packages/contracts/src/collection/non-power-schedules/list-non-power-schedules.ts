import { z } from 'zod';
import { endpoint } from '../../http.ts';
import { nonPowerScheduleSchema } from './non-power-schedule.ts';

export const listNonPowerSchedulesEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/fsd/billing/non-power-bill-schedules',
  summary: 'Recurring non-power bills with how many months have been billed.',
  response: z.array(nonPowerScheduleSchema),
});
