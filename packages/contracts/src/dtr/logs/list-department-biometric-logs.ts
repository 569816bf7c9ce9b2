import { sortQuery } from '../../platform/list-sort.ts';
import { endpoint, pagedOf, pagingQuery } from '../../http.ts';
import { id as recordId } from '../../primitives.ts';
import { BIOMETRIC_LOG_SORT_COLUMNS, biometricLogSchema } from './biometric-log.ts';
import { periodFields, withPeriod } from '../fields.ts';

const id = recordId();

export const departmentBiometricLogsEndpoint = endpoint({
  method: 'GET',
  path: '/api/departments/DailyTimeRecords/BiometricLogs',
  summary: 'Paged biometric logs of the department for a period.',
  query: withPeriod(
    pagingQuery
      .extend(periodFields)
      .extend(sortQuery(BIOMETRIC_LOG_SORT_COLUMNS).shape)
      .extend({ employeeId: id.optional(), departmentId: id.optional() }),
  ),
  response: pagedOf(biometricLogSchema),
});
