import { endpoint, idParam } from '../http.ts';
import { documentDetailSchema } from './document.ts';

export const submitDocumentEndpoint = endpoint({
  method: 'POST',
  path: '/api/v2/ogm/documents/{id}/submit',
  summary: "Sends the document's latest version for approval (CoopDocumentApprover; never the uploader).",
  params: idParam,
  response: documentDetailSchema,
});
