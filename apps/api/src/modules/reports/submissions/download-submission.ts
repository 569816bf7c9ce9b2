import { REPORT_MESSAGES } from '@ilaw/contracts/reports/report';
import { downloadSubmissionEndpoint } from '@ilaw/contracts/reports/download-submission';
import { storedFileResponse } from '../../../platform/files/stored-file-response.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { REPORT_READERS, seesAllReports } from '../access.ts';
import { userDepartment } from '../report-queries.ts';

export const downloadSubmission = defineRoute({
  endpoint: downloadSubmissionEndpoint,
  access: REPORT_READERS,
  async handler(ctx) {
    const { params, db, user } = ctx;
    return storedFileResponse(ctx, {
      record: await db
        .selectFrom('report_submissions as s')
        .innerJoin('report_templates as t', 't.id', 's.template_id')
        .select(['s.file_id', 't.department_id'])
        .where('s.id', '=', params.id)
        .executeTakeFirst(),
      fileId: (s) => s.file_id,
      notFound: 'The submitted report was not found.',
      // Another department's submission looks like an unknown report.
      allow: async (s) => seesAllReports(user) || (await userDepartment(db, user.id)) === s.department_id,
      denied: REPORT_MESSAGES.templateNotFound,
    });
  },
});
