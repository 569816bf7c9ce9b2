import { endpoint } from '../../http.ts';
import { stockDocumentFields, stockDocumentSchema } from './stock-document.ts';

export const createStockDocumentEndpoint = endpoint({
  method: 'POST',
  path: '/api/v2/isd/warehouse/stock-documents',
  summary:
    'Files a stock document with its control number and sends it for approval; stock moves only at the final approval. A charge ticket reserves its quantities at once.',
  body: stockDocumentFields,
  response: stockDocumentSchema,
});
