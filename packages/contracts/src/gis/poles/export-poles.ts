import { endpoint } from '../../http.ts';
import { poleFilters } from './pole.ts';

export const exportPolesEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/gis/poles/export',
  summary: "The poles of the list's filters as .xlsx (at most 100,000 rows).",
  query: poleFilters,
  download: true,
});
