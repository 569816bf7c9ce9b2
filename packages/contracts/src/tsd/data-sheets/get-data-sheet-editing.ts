import { endpoint, idParam } from '../../http.ts';
import { dataSheetDetailSchema } from './data-sheet.ts';

export const getDataSheetEditingEndpoint = endpoint({
  method: 'GET',
  path: '/api/tsd/DistributionTransformer/{id}/GetDistributionTransformerDataSheetEditing',
  summary: 'One data sheet (by its id) for the results form: the same as the sheet, with the limits of its test date.',
  params: idParam,
  response: dataSheetDetailSchema,
});
