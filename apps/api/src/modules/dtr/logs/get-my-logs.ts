import { personalLogsEndpoint } from '@ilaw/contracts/dtr/logs/get-my-logs';
import { SIGNED_IN } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { employeeLogs } from './log-queries.ts';
import { ownEmployee } from '../scope.ts';

export const getMyLogs = defineRoute({
  endpoint: personalLogsEndpoint,
  access: SIGNED_IN,
  async handler({ query, db, user }) {
    const me = await ownEmployee(db, user);
    return employeeLogs(db, me.id, query.from, query.to);
  },
});
