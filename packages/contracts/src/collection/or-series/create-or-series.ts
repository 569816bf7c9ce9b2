import { endpoint } from '../../http.ts';
import { orSeriesFields, orSeriesSchema } from './or-series.ts';

export const createOrSeriesEndpoint = endpoint({
  method: 'POST',
  path: '/api/v2/fsd/collection/or-series',
  summary: 'Assigns an OR range (first to last number) to a teller; it may not overlap any other range.',
  body: orSeriesFields,
  response: orSeriesSchema,
});
