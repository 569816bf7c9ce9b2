import { z } from 'zod';
import { endpoint } from '../../http.ts';
import { id as recordId } from '../../primitives.ts';
import { biometricLogSchema } from './biometric-log.ts';
import { periodFields, withPeriod } from '../fields.ts';

const id = recordId();

const period = z.object(periodFields);

export const hrLogsEndpoint = endpoint({
  method: 'GET',
  path: '/api/isd/hr/EmployeeDailyTimeRecord/GetLogs',
  summary: "One employee's biometric logs for a period.",
  query: withPeriod(period.extend({ employeeId: id })),
  response: z.array(biometricLogSchema),
});
