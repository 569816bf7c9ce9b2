import { endpoint, idParam } from '../../http.ts';
import { printerFields, printerSchema } from './printer.ts';

export const updateSalesInvoicePrinterEndpoint = endpoint({
  method: 'PUT',
  path: '/api/v2/fsd/collection/sales-invoice-printers/{id}',
  summary: 'Changes a receipt printer.',
  params: idParam,
  body: printerFields,
  response: printerSchema,
});
