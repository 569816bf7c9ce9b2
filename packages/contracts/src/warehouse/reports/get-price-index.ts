import { endpoint } from '../../http.ts';
import { priceIndexQuery, priceIndexSchema } from './report.ts';

export const getPriceIndexEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/fsd/accounting/material-price-index',
  summary:
    "A material's price index per month: receipts' unit cost, the moving average after, and the index against the first month.",
  query: priceIndexQuery,
  response: priceIndexSchema,
});
