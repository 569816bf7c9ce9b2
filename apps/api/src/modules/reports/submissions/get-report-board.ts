import { getReportBoardEndpoint } from '@ilaw/contracts/reports/get-report-board';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { manilaToday } from '../../../platform/time/manila.ts';
import { REPORT_READERS } from '../access.ts';
import { boardRows, toTemplate, userDepartment, visibleTemplates } from '../report-queries.ts';

export const getReportBoard = defineRoute({
  endpoint: getReportBoardEndpoint,
  access: REPORT_READERS,
  async handler({ query, db, user }) {
    const department = await userDepartment(db, user.id);
    const templates = (await visibleTemplates(db, user, department))
      .map(toTemplate)
      .filter((t) => t.isActive && (query.period === undefined || t.period === query.period));
    const today = manilaToday();
    let rows = await boardRows(db, user, department, templates, query.year, today);
    if (query.state) {
      rows = rows
        .map((r) => ({ ...r, periods: r.periods.filter((p) => p.state === query.state) }))
        .filter((r) => r.periods.length > 0);
    }
    return { rows, today };
  },
});
