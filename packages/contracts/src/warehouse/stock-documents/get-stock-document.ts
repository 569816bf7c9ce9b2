import { endpoint, idParam } from '../../http.ts';
import { stockDocumentSchema } from './stock-document.ts';

export const getStockDocumentEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/isd/warehouse/stock-documents/{id}',
  summary: 'One stock document with its lines, posted costs and approval.',
  params: idParam,
  response: stockDocumentSchema,
});
