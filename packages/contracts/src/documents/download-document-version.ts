import { endpoint, idParam } from '../http.ts';

export const downloadDocumentVersionEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/document-versions/{id}/file',
  summary: "A document version's file: any version for uploaders and approvers, the published one for its readers.",
  params: idParam,
  download: true,
});
