import { endpoint, pagedOf } from '../../http.ts';
import { fieldFindingSchema, listFieldFindingsQuery } from './field-finding.ts';

export const listFieldFindingsEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/billing/field-findings',
  summary: 'Field findings by status, kind, branch and account or name; newest first.',
  query: listFieldFindingsQuery,
  response: pagedOf(fieldFindingSchema),
});
