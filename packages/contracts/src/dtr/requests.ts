// The public /request page: an employee looks up their own logs and DTR by Employee ID and date
// of birth. Throttled like sign-ins (docs/decisions/008); a wrong pair says nothing about which
// part was wrong.
import { z } from 'zod';
import { endpoint, isoDate } from '../http.ts';
import { cleanString } from '../validation.ts';
import { biometricLogSchema, employeeDtrSchema, periodFields, withPeriod } from './dtr.ts';

export const REQUEST_LOOKUP_FAILED = 'No employee matches this Employee ID and date of birth.';
export const REQUEST_LOOKUP_LIMITED = 'Too many attempts. Please wait a few minutes and try again.';

export const requestLookupQuery = withPeriod(
  z.object({
    ...periodFields,
    employeeId: cleanString().trim().min(1, 'This field is required.').max(30),
    birthDate: isoDate,
  }),
);

export const requestBiometricLogsEndpoint = endpoint({
  method: 'GET',
  path: '/api/requests/BiometricLogs',
  summary: 'Public: my biometric logs for a period, by Employee ID and date of birth.',
  query: requestLookupQuery,
  response: z.array(biometricLogSchema),
});

export const requestDtrEndpoint = endpoint({
  method: 'GET',
  path: '/api/requests/DailyTimeRecord',
  summary: 'Public: my daily time record for a period, by Employee ID and date of birth.',
  query: requestLookupQuery,
  response: employeeDtrSchema,
});
