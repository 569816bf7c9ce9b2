import { REPORT_MESSAGES } from '@ilaw/contracts/reports/report';
import { downloadSubmissionEndpoint } from '@ilaw/contracts/reports/download-submission';
import { defineRoute, fileResponse } from '../../../platform/http/define-route.ts';
import { notFound } from '../../../platform/http/errors.ts';
import { REPORT_READERS, seesAllReports } from '../access.ts';
import { userDepartment } from '../report-queries.ts';

const NOT_FOUND = 'The submitted report was not found.';

export const downloadSubmission = defineRoute({
  endpoint: downloadSubmissionEndpoint,
  access: REPORT_READERS,
  async handler({ params, db, user, services }) {
    const s = await db
      .selectFrom('report_submissions as s')
      .innerJoin('report_templates as t', 't.id', 's.template_id')
      .select(['s.file_id', 't.department_id'])
      .where('s.id', '=', params.id)
      .executeTakeFirst();
    if (!s) throw notFound(NOT_FOUND);
    if (!seesAllReports(user) && (await userDepartment(db, user.id)) !== s.department_id) {
      throw notFound(REPORT_MESSAGES.templateNotFound);
    }
    const stored = await services.files.read(db, s.file_id);
    if (!stored) throw notFound(NOT_FOUND);
    return fileResponse(stored.file.originalName, stored.file.contentType, stored.bytes, 'attachment');
  },
});
