import { endpoint } from '../../http.ts';
import { unitFields, unitSchema } from './unit.ts';

export const createUnitEndpoint = endpoint({
  method: 'POST',
  path: '/api/v2/isd/warehouse/units',
  summary: 'Adds a unit of measure (codes are unique, whatever the case).',
  body: unitFields,
  response: unitSchema,
});
