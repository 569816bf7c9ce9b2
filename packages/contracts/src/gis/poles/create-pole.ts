import { endpoint } from '../../http.ts';
import { poleFields, poleSchema } from './pole.ts';

export const createPoleEndpoint = endpoint({
  method: 'POST',
  path: '/api/v2/gis/poles',
  summary: 'Records a pole gathered in the field; a pole number already in the branch answers 409.',
  body: poleFields,
  response: poleSchema,
});
