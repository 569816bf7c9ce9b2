import { endpoint, pagedOf, pagingQuery } from '../../http.ts';
import { biometricImportSchema } from './log-import.ts';

export const listImportsEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/isd/hr/biometric-logs/imports',
  summary: 'Log imports and pushes, newest first, with unknown biometric IDs and rejected lines.',
  query: pagingQuery,
  response: pagedOf(biometricImportSchema),
});
