import { endpoint, idParam } from '../../http.ts';
import { dataSheetDetailSchema } from './data-sheet.ts';

export const deleteTestResultEndpoint = endpoint({
  method: 'DELETE',
  path: '/api/tsd/DistributionTransformer/{id}/DestroyTestResult',
  summary: "Clears a data sheet's results (id: the sheet), leaving the sheet to be tested again.",
  params: idParam,
  response: dataSheetDetailSchema,
});
