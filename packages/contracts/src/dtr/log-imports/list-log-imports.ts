import { sortQuery } from '../../platform/list-sort.ts';
import { endpoint, pagedOf, pagingQuery } from '../../http.ts';
import { biometricImportSchema } from './log-import.ts';

/** Columns the log import list sorts by. */
export const LOG_IMPORT_SORT_COLUMNS = ['createdAt', 'fileName', 'deviceSerial', 'inserted'] as const;

export const listImportsEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/isd/hr/biometric-logs/imports',
  summary:
    'Log imports and pushes, newest first unless sort names a column, with unknown biometric IDs and rejected lines.',
  query: pagingQuery.extend(sortQuery(LOG_IMPORT_SORT_COLUMNS).shape),
  response: pagedOf(biometricImportSchema),
});
