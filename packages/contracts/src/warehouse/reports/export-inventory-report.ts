import { endpoint } from '../../http.ts';
import { inventoryQuery } from './report.ts';

export const exportInventoryReportEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/fsd/accounting/inventory-report/export',
  summary: 'Inventory by category and account as of a date as .xlsx.',
  query: inventoryQuery,
  download: true,
});
