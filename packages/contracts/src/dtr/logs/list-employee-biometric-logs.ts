import { z } from 'zod';
import { endpoint, isoDate, pagedOf, pagingQuery } from '../../http.ts';
import { id as recordId } from '../../primitives.ts';
import { biometricLogSchema } from './biometric-log.ts';

const id = recordId();

export const employeeBiometricLogsEndpoint = endpoint({
  method: 'GET',
  path: '/api/isd/hr/Employees/{employeeId}/BiometricLogs',
  summary: "Paged biometric logs of one employee (HR employee page's tab), newest first.",
  params: z.object({ employeeId: id }),
  query: pagingQuery.extend({ from: isoDate.optional(), to: isoDate.optional() }),
  response: pagedOf(biometricLogSchema),
});
