import { endpoint, idParam } from '../../http.ts';

export const exportOnlineCollectionEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/fsd/collection/online-collection/export/{id}',
  summary: 'An upload as an .xlsx workbook: its lines with status and reason, and the remittance reconciliation.',
  params: idParam,
  download: true,
});
