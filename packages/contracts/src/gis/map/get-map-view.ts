import { endpoint } from '../../http.ts';
import { mapViewQuery, mapViewSchema } from './map.ts';

export const getMapViewEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/gis/map',
  summary:
    "A viewport's consumers, transformers, poles and service requests, clustered on a grid of the zoom's cell size; a cell of one record is the record. Each layer only for its readers; filters by branch, route, class, account status and request status.",
  query: mapViewQuery,
  response: mapViewSchema,
});
