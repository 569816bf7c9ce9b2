import { endpoint, idParam } from '../../http.ts';
import { LIFELINER_BASE, lifelinerDetailSchema } from './lifeliner.ts';

export const getLifelinerEndpoint = endpoint({
  method: 'GET',
  path: `${LIFELINER_BASE}/{id}`,
  summary: 'One lifeline application with its eligibility now and whether the user may decide it.',
  params: idParam,
  response: lifelinerDetailSchema,
});
