import { listTemplatesEndpoint } from '@ilaw/contracts/reports/list-templates';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { REPORT_READERS } from '../access.ts';
import { toTemplate, userDepartment, visibleTemplates } from '../report-queries.ts';

export const listTemplates = defineRoute({
  endpoint: listTemplatesEndpoint,
  access: REPORT_READERS,
  async handler({ db, user }) {
    const rows = await visibleTemplates(db, user, await userDepartment(db, user.id));
    return { items: rows.map(toTemplate) };
  },
});
