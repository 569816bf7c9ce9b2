import { endpoint, pagedOf } from '../../http.ts';
import { listStockDocumentsQuery, stockDocumentSchema } from './stock-document.ts';

export const listStockDocumentsEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/isd/warehouse/stock-documents',
  summary: 'Stock documents of a kind (MRR, MCT, MCRT, MTS), newest first, with their approval.',
  query: listStockDocumentsQuery,
  response: pagedOf(stockDocumentSchema),
});
