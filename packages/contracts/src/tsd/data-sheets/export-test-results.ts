import { endpoint } from '../../http.ts';
import { dataSheetFilterQuery } from './list-data-sheets.ts';

export const exportTestResultsEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/tsd/meter-lab/distribution-transformer/test-result/download-report',
  summary:
    'The test results of the filtered data sheets as .xlsx: one row per sheet with each test and the overall result.',
  query: dataSheetFilterQuery,
  download: true,
});
