import { endpoint, idParam } from '../../http.ts';

export const downloadAttachmentEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/isd/hr/employee-attachments/{id}',
  summary: 'Download an attachment with its original name.',
  params: idParam,
  download: true,
});
