import { endpoint } from '../../http.ts';
import { dataSheetDetailSchema, dataSheetFields } from './data-sheet.ts';

export const createDataSheetEndpoint = endpoint({
  method: 'POST',
  path: '/api/tsd/DistributionTransformer/StoreDistributionTransformerDataSheet',
  summary: 'Opens a data sheet (a numbered test event) for a transformer: who tests, with which instrument, when.',
  body: dataSheetFields,
  response: dataSheetDetailSchema,
});
