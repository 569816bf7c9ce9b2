import { endpoint, idParam } from '../../http.ts';
import { dataSheetDetailSchema, testResultFields } from './data-sheet.ts';

export const updateTestResultEndpoint = endpoint({
  method: 'PUT',
  path: '/api/tsd/DistributionTransformer/{id}/UpdateTestResult',
  summary: "Replaces a data sheet's results (id: the sheet) and judges them again.",
  params: idParam,
  body: testResultFields,
  response: dataSheetDetailSchema,
});
