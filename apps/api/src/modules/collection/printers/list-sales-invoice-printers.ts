import { listSalesInvoicePrintersEndpoint } from '@ilaw/contracts/collection/printers/list-sales-invoice-printers';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { anyRole } from '../../../platform/http/access.ts';
import { listPrinters } from './printer-queries.ts';

export const listSalesInvoicePrinters = defineRoute({
  endpoint: listSalesInvoicePrintersEndpoint,
  // Tellers read their window's printer for receipts.
  access: anyRole('Admin', 'Teller', 'Cashier'),
  async handler({ db }) {
    return listPrinters(db);
  },
});
