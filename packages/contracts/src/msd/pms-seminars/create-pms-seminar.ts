import { endpoint } from '../../http.ts';
import { PMS_SEMINAR_BASE, pmsSeminarDetailSchema, pmsSeminarFields } from './pms-seminar.ts';

export const createPmsSeminarEndpoint = endpoint({
  method: 'POST',
  path: PMS_SEMINAR_BASE,
  summary: 'Schedules a pre-membership seminar (date, start time, venue, branch, seats).',
  body: pmsSeminarFields,
  response: pmsSeminarDetailSchema,
});
