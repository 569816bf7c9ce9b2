import { z } from 'zod';
import { endpoint } from '../http.ts';
import { id } from '../primitives.ts';
import { optionalText } from '../validation.ts';
import { documentDetailSchema } from './document.ts';

export const uploadDocumentVersionEndpoint = endpoint({
  method: 'POST',
  path: '/api/v2/ogm/document-versions',
  summary:
    'A new version of a document (multipart field "file"); earlier versions are kept; it is approved again before readers see it.',
  multipart: true,
  body: z.object({ documentId: id(), note: optionalText(500) }),
  response: documentDetailSchema,
});
