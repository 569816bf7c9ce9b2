import { z } from 'zod';
import { endpoint } from '../../http.ts';
import { id as recordId } from '../../primitives.ts';
import { biometricLogSchema } from './biometric-log.ts';
import { periodFields, withPeriod } from '../fields.ts';

const id = recordId();

const periodShape = z.object(periodFields);

export const departmentLogsEndpoint = endpoint({
  method: 'GET',
  path: '/api/departments/DailyTimeRecords/GetLogs',
  summary: "One employee's biometric logs for a period.",
  query: withPeriod(periodShape.extend({ employeeId: id })),
  response: z.array(biometricLogSchema),
});
