import { endpoint, idParam } from '../../http.ts';
import { meterLotSchema } from './meter-lot.ts';

export const getMeterLotEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/tsd/meter-lots/{id}',
  summary: 'One sampling lot with its plan and result.',
  params: idParam,
  response: meterLotSchema,
});
