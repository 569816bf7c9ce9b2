import { endpoint } from '../../http.ts';
import { binCardQuery, binCardSchema } from './bin-card.ts';

export const getBinCardEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/isd/warehouse/bin-cards',
  summary:
    'The bin card of a material at a location: every posted movement with its document, received, issued, running quantity, moving average unit cost and value.',
  query: binCardQuery,
  response: binCardSchema,
});
