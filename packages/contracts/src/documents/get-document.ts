import { endpoint, idParam } from '../http.ts';
import { documentDetailSchema } from './document.ts';

export const getDocumentEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/ogm/documents/{id}',
  summary: 'One document with its versions, audience, readers count and approval.',
  params: idParam,
  response: documentDetailSchema,
});
