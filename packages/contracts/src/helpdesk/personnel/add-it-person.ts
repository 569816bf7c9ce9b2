import { endpoint } from '../../http.ts';
import { addItPersonBody, itPersonSchema } from './personnel.ts';

export const addItPersonEndpoint = endpoint({
  method: 'POST',
  path: '/api/v2/admin/it-personnel',
  summary: 'Makes a user one of the IT personnel (grants ITPersonnel): requests can be assigned to them.',
  body: addItPersonBody,
  response: itPersonSchema,
});
