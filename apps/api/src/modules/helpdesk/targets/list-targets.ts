import { listTargetsEndpoint } from '@ilaw/contracts/helpdesk/targets/list-targets';
import { sql } from 'kysely';
import { SIGNED_IN } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';

export const listTargets = defineRoute({
  endpoint: listTargetsEndpoint,
  // Everyone filing a request sees what to expect.
  access: SIGNED_IN,
  async handler({ db }) {
    const rows = await db
      .selectFrom('it_helpdesk_targets')
      .selectAll()
      .orderBy(sql`CASE priority WHEN 'Critical' THEN 0 WHEN 'High' THEN 1 WHEN 'Normal' THEN 2 ELSE 3 END`)
      .execute();
    return rows.map((r) => ({
      priority: r.priority,
      responseMinutes: r.response_minutes,
      resolutionMinutes: r.resolution_minutes,
    }));
  },
});
