import { endpoint } from '../../http.ts';
import { inventoryQuery, inventorySchema } from './report.ts';

export const getInventoryReportEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/fsd/accounting/inventory-report',
  summary: 'Inventory value by material category (and its account) as of a date, from the bin cards.',
  query: inventoryQuery,
  response: inventorySchema,
});
