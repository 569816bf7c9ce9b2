import { endpoint } from '../../http.ts';
import { priceIndexQuery } from './report.ts';

export const exportPriceIndexEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/fsd/accounting/material-price-index/export',
  summary: 'A material price index by month as .xlsx.',
  query: priceIndexQuery,
  download: true,
});
