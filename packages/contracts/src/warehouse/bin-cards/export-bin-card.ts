import { endpoint } from '../../http.ts';
import { binCardQuery } from './bin-card.ts';

export const exportBinCardEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/isd/warehouse/bin-cards/export',
  summary: 'The bin card as .xlsx.',
  query: binCardQuery,
  download: true,
});
