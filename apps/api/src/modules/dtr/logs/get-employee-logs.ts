import { hrLogsEndpoint } from '@ilaw/contracts/dtr/logs/get-employee-logs';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { employeeLogs } from './log-queries.ts';
import { mustExist } from '../records/record-queries.ts';

const HR = anyRole('Employee');

export const getEmployeeLogs = defineRoute({
  endpoint: hrLogsEndpoint,
  access: HR,
  async handler({ query, db }) {
    await mustExist(db, query.employeeId);
    return employeeLogs(db, query.employeeId, query.from, query.to);
  },
});
