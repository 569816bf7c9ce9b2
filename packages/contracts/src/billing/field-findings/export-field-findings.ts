import { endpoint } from '../../http.ts';
import { listFieldFindingsQuery } from './field-finding.ts';

export const exportFieldFindingsEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/billing/field-findings/export',
  summary: 'The field findings of the list filter as an .xlsx workbook.',
  query: listFieldFindingsQuery.omit({ page: true, itemsPerPage: true }),
  download: true,
});
