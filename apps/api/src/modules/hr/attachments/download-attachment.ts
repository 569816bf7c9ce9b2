import { downloadAttachmentEndpoint } from '@ilaw/contracts/hr/attachments/download-attachment';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute, fileResponse } from '../../../platform/http/define-route.ts';
import { notFound } from '../../../platform/http/errors.ts';
import { HR_READERS } from '../access.ts';
import { ATTACHMENT_NOT_FOUND } from './attachment-queries.ts';

export const downloadAttachment = defineRoute({
  endpoint: downloadAttachmentEndpoint,
  access: anyRole(...HR_READERS),
  async handler({ params, db, services }) {
    const a = await db
      .selectFrom('employee_attachments')
      .select('file_id')
      .where('id', '=', params.id)
      .executeTakeFirst();
    if (!a) throw notFound(ATTACHMENT_NOT_FOUND);
    const stored = await services.files.read(db, a.file_id);
    if (!stored) throw notFound(ATTACHMENT_NOT_FOUND);
    return fileResponse(stored.file.originalName, stored.file.contentType, stored.bytes, 'attachment');
  },
});
