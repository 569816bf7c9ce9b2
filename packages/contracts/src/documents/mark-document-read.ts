import { endpoint } from '../http.ts';
import { documentIdBody, myDocumentSchema } from './document.ts';

export const markDocumentReadEndpoint = endpoint({
  method: 'POST',
  path: '/api/v2/user/document-reads',
  summary: 'Marks the published version of a document addressed to the user as read (once).',
  body: documentIdBody,
  response: myDocumentSchema,
});
