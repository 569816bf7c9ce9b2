import { endpoint } from '../../http.ts';
import { fieldCoordinatesPreviewSchema, fieldCoordinatesQuery } from './field-coordinates.ts';

export const previewFieldCoordinatesEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/billing/meter-locations/field-coordinates',
  summary:
    "A route's consumers without coordinates that a reading taken on the field app can place: the phone's position at the latest such reading, in reading sequence.",
  query: fieldCoordinatesQuery,
  response: fieldCoordinatesPreviewSchema,
});
