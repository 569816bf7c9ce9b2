import { z } from 'zod';
import { endpoint } from '../../http.ts';
import { biometricLogSchema } from '../logs/biometric-log.ts';
import { requestLookupQuery } from './public-lookup.ts';

export const requestBiometricLogsEndpoint = endpoint({
  method: 'GET',
  path: '/api/requests/BiometricLogs',
  summary: 'Public: my biometric logs for a period, by Employee ID and date of birth.',
  query: requestLookupQuery,
  response: z.array(biometricLogSchema),
});
