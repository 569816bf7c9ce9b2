import { z } from 'zod';
import { endpoint } from '../../http.ts';
import { fastMovingQuery, fastMovingRowSchema } from './report.ts';

export const getFastMovingMaterialsEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/isd/warehouse/reports/fast-moving-materials',
  summary: 'Materials by quantity issued in a period (charge tickets less returns), most first.',
  query: fastMovingQuery,
  response: z.array(fastMovingRowSchema),
});
