import { z } from 'zod';
import { endpoint } from '../../http.ts';
import { documentTypeSchema } from './document-type.ts';

export const listDocumentTypesEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/admin/signatories/document-types',
  summary: 'Document types that go through approval, with their number of steps and pending requests.',
  response: z.array(documentTypeSchema),
});
