import { endpoint, idParam } from '../../http.ts';
import { dataSheetDetailSchema } from './data-sheet.ts';

export const getDataSheetEndpoint = endpoint({
  method: 'GET',
  path: '/api/tsd/DistributionTransformer/{id}/GetDistributionTransformerDataSheet',
  summary: 'One data sheet (by its id) with its readings, each judged Passed or Failed, for viewing and print.',
  params: idParam,
  response: dataSheetDetailSchema,
});
