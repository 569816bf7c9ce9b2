import { z } from 'zod';
import { sortQuery } from '../../platform/list-sort.ts';
import { endpoint, isoDate, pagedOf, pagingQuery } from '../../http.ts';
import { id as recordId } from '../../primitives.ts';
import { BIOMETRIC_LOG_SORT_COLUMNS, biometricLogSchema } from './biometric-log.ts';

const id = recordId();

export const employeeBiometricLogsEndpoint = endpoint({
  method: 'GET',
  path: '/api/isd/hr/Employees/{employeeId}/BiometricLogs',
  summary: "Paged biometric logs of one employee (HR employee page's tab), newest first unless sort names a column.",
  params: z.object({ employeeId: id }),
  query: pagingQuery
    .extend(sortQuery(BIOMETRIC_LOG_SORT_COLUMNS).shape)
    .extend({ from: isoDate.optional(), to: isoDate.optional() }),
  response: pagedOf(biometricLogSchema),
});
