import { endpoint } from '../../http.ts';
import { printerFields, printerSchema } from './printer.ts';

export const createSalesInvoicePrinterEndpoint = endpoint({
  method: 'POST',
  path: '/api/v2/fsd/collection/sales-invoice-printers',
  summary: 'Adds a receipt printer, optionally of a teller.',
  body: printerFields,
  response: printerSchema,
});
