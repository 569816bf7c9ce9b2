import { REPORT_MESSAGES } from '@ilaw/contracts/reports/report';
import { getTemplateSubmissionsEndpoint } from '@ilaw/contracts/reports/get-template-submissions';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { notFound } from '../../../platform/http/errors.ts';
import { REPORT_READERS } from '../access.ts';
import { boardRows, toTemplate, userDepartment, visibleTemplates } from '../report-queries.ts';

export const getTemplateSubmissions = defineRoute({
  endpoint: getTemplateSubmissionsEndpoint,
  access: REPORT_READERS,
  async handler({ params, query, db, user }) {
    const department = await userDepartment(db, user.id);
    // Another department's template is not found for a department uploader.
    const t = (await visibleTemplates(db, user, department)).find((r) => r.id === params.id);
    if (!t) throw notFound(REPORT_MESSAGES.templateNotFound);
    const [row] = await boardRows(db, user, department, [toTemplate(t)], query.year);
    return row!;
  },
});
