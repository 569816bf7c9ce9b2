import { endpoint } from '../../http.ts';
import { fastMovingQuery } from './report.ts';

export const exportFastMovingMaterialsEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/isd/warehouse/reports/fast-moving-materials/export',
  summary: 'Fast moving materials of the period as .xlsx.',
  query: fastMovingQuery,
  download: true,
});
