import { endpoint } from '../../http.ts';
import { locationFields, locationSchema } from './location.ts';

export const createLocationEndpoint = endpoint({
  method: 'POST',
  path: '/api/v2/isd/warehouse/locations',
  summary: 'Adds a warehouse or stock location of a branch (codes are unique).',
  body: locationFields,
  response: locationSchema,
});
