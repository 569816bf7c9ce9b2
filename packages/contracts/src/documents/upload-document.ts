import { endpoint } from '../http.ts';
import { documentDetailSchema, documentFieldsSchema } from './document.ts';

export const uploadDocumentEndpoint = endpoint({
  method: 'POST',
  path: '/api/v2/ogm/documents',
  summary:
    'Uploads a memorandum, policy or board resolution as a draft (\'DOC-2026-0001\', version 1; multipart field "file").',
  multipart: true,
  body: documentFieldsSchema,
  response: documentDetailSchema,
});
