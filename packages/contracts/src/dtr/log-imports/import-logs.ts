import { endpoint } from '../../http.ts';
import { biometricImportSchema, importLogsBody } from './log-import.ts';

export const importLogsEndpoint = endpoint({
  method: 'POST',
  path: '/api/v2/isd/hr/biometric-logs/import',
  summary:
    'Upload a ZKTeco attendance export (tab-separated: user ID, timestamp, verify mode, in/out state, work code) or a CSV with a header row. Idempotent per device, user and timestamp.',
  // multipart/form-data: the file in 'file', and the device's serial number when known.
  multipart: true,
  body: importLogsBody,
  response: biometricImportSchema,
});
