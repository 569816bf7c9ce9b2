import { z } from 'zod';
import { endpoint } from '../../http.ts';
import { biometricLogSchema } from './biometric-log.ts';
import { periodFields, withPeriod } from '../fields.ts';

const period = withPeriod(z.object(periodFields));

export const personalLogsEndpoint = endpoint({
  method: 'GET',
  path: '/api/personal/DailyTimeRecord/GetLogs',
  summary: 'My biometric logs for a period.',
  query: period,
  response: z.array(biometricLogSchema),
});
