import { endpoint } from '../../http.ts';
import { takeFieldCoordinatesBody, takeFieldCoordinatesResultSchema } from './field-coordinates.ts';

export const takeFieldCoordinatesEndpoint = endpoint({
  method: 'POST',
  path: '/api/v2/billing/meter-locations/field-coordinates',
  summary:
    "Sets the chosen consumers' coordinates from their latest field reading, only where none are recorded (so a second take sets nothing and answers 409), with one audit entry.",
  body: takeFieldCoordinatesBody,
  response: takeFieldCoordinatesResultSchema,
});
