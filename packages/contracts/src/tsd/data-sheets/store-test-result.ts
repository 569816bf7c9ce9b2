import { endpoint } from '../../http.ts';
import { id } from '../../primitives.ts';
import { dataSheetDetailSchema, testResultFields } from './data-sheet.ts';

export const storeTestResultEndpoint = endpoint({
  method: 'POST',
  path: '/api/tsd/DistributionTransformer/StoreDistributionTransformerTestResult',
  summary:
    "Stores a data sheet's measured results once and judges them against the limits of the test date: turns ratio per tap and phase, polarity, insulation resistance; Passed only when all pass.",
  body: testResultFields.extend({ dataSheetId: id('Choose the data sheet.') }),
  response: dataSheetDetailSchema,
});
