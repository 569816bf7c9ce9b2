import { endpoint } from '../../http.ts';
import { costingSchema, periodQuery } from './report.ts';

export const getChargeCostingEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/fsd/accounting/charge-costing',
  summary:
    'Charge-ticket costing: per month and account charged, the materials charged (MCT) and credited (MCRT) at the costs posted.',
  query: periodQuery,
  response: costingSchema,
});
