import { z } from 'zod';
import { endpoint } from '../../http.ts';
import { printerSchema } from './printer.ts';

export const listSalesInvoicePrintersEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/fsd/collection/sales-invoice-printers',
  summary: 'Receipt printers and the tellers they serve.',
  response: z.array(printerSchema),
});
