import { endpoint } from '../../http.ts';
import { periodQuery } from './report.ts';

export const exportChargeCostingEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/fsd/accounting/charge-costing/export',
  summary: 'Charge-ticket costing by month and account as .xlsx.',
  query: periodQuery,
  download: true,
});
