import { downloadAttachmentEndpoint } from '@ilaw/contracts/hr/attachments/download-attachment';
import { storedFileResponse } from '../../../platform/files/stored-file-response.ts';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { HR_READERS } from '../access.ts';
import { ATTACHMENT_NOT_FOUND } from './attachment-queries.ts';

export const downloadAttachment = defineRoute({
  endpoint: downloadAttachmentEndpoint,
  access: anyRole(...HR_READERS),
  async handler(ctx) {
    return storedFileResponse(ctx, {
      record: await ctx.db
        .selectFrom('employee_attachments')
        .select('file_id')
        .where('id', '=', ctx.params.id)
        .executeTakeFirst(),
      fileId: (a) => a.file_id,
      notFound: ATTACHMENT_NOT_FOUND,
    });
  },
});
