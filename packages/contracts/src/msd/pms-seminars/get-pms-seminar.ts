import { endpoint, idParam } from '../../http.ts';
import { PMS_SEMINAR_BASE, pmsSeminarDetailSchema } from './pms-seminar.ts';

export const getPmsSeminarEndpoint = endpoint({
  method: 'GET',
  path: `${PMS_SEMINAR_BASE}/{id}`,
  summary: 'One pre-membership seminar with the applications enrolled and their attendance.',
  params: idParam,
  response: pmsSeminarDetailSchema,
});
