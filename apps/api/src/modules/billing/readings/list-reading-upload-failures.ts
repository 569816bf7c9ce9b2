import { readingUploadFailuresEndpoint } from '@ilaw/contracts/billing/readings/list-reading-upload-failures';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { notFound } from '../../../platform/http/errors.ts';
import { READING_FILES } from '../access.ts';

export const readingUploadFailures = defineRoute({
  endpoint: readingUploadFailuresEndpoint,
  access: READING_FILES,
  async handler({ params, db }) {
    const u = await db
      .selectFrom('billing_reading_uploads')
      .select('id')
      .where('id', '=', params.id)
      .executeTakeFirst();
    if (!u) throw notFound('The upload was not found.');
    const rows = await db
      .selectFrom('billing_reading_upload_failures')
      .selectAll()
      .where('upload_id', '=', params.id)
      .orderBy('line_no')
      .execute();
    return rows.map((r) => ({ lineNo: r.line_no, accountNo: r.account_no, lineText: r.line_text, reason: r.reason }));
  },
});
