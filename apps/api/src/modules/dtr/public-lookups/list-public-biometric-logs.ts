import { requestBiometricLogsEndpoint } from '@ilaw/contracts/dtr/public-lookups/list-public-biometric-logs';
import { PUBLIC } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { employeeLogs } from '../logs/log-queries.ts';
import { lookUp } from './public-lookup-queries.ts';

export const listPublicBiometricLogs = defineRoute({
  endpoint: requestBiometricLogsEndpoint,
  access: PUBLIC,
  async handler({ query, db, ip, request, reply, services }) {
    const id = await lookUp({ db, ip, request, reply, config: services.config }, query.employeeId, query.birthDate);
    // Only what the page shows: no device serials beyond the log itself, no other employees.
    return employeeLogs(db, id, query.from, query.to);
  },
});
