import { endpoint } from '../../http.ts';
import { nonPowerScheduleFields, nonPowerScheduleSchema } from './non-power-schedule.ts';

export const createNonPowerScheduleEndpoint = endpoint({
  method: 'POST',
  path: '/api/v2/fsd/billing/non-power-bill-schedules',
  summary: 'Starts a recurring non-power bill: the same amount billed to a consumer each bill month for some months.',
  body: nonPowerScheduleFields,
  response: nonPowerScheduleSchema,
});
