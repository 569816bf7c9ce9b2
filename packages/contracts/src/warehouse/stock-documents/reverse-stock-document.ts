import { endpoint, idParam } from '../../http.ts';
import { reversalFields, stockDocumentSchema } from './stock-document.ts';

export const reverseStockDocumentEndpoint = endpoint({
  method: 'POST',
  path: '/api/v2/isd/warehouse/stock-documents/{id}/reversal',
  summary:
    'Reverses a posted document with a new document of opposite movements at the costs posted (warehouse administrators); answers the reversal.',
  params: idParam,
  body: reversalFields,
  response: stockDocumentSchema,
});
