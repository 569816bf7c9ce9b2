import { endpoint } from '../../http.ts';
import { listMeterLocationsQuery } from './meter-location.ts';

export const exportMeterLocationsEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/billing/meter-locations/export',
  summary:
    'The meter locations of the given filters as .xlsx, in the columns the coordinates upload reads (paging ignored).',
  query: listMeterLocationsQuery.omit({ page: true, itemsPerPage: true }),
  download: true,
});
