import { deleteAttachmentEndpoint } from '@ilaw/contracts/hr/attachments/delete-attachment';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { notFound } from '../../../platform/http/errors.ts';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import { HR_WRITERS } from '../access.ts';
import { ATTACHMENT_NOT_FOUND, attachmentQuery, toAttachment } from './attachment-queries.ts';

export const deleteAttachment = defineRoute({
  endpoint: deleteAttachmentEndpoint,
  access: anyRole(...HR_WRITERS),
  async handler({ params, db, actor, services, request }) {
    const fileId = await db.transaction().execute(async (trx) => {
      const row = await attachmentQuery(trx).where('a.id', '=', params.id).executeTakeFirst();
      if (!row) throw notFound(ATTACHMENT_NOT_FOUND);
      await trx.deleteFrom('employee_attachments').where('id', '=', params.id).execute();
      const a = toAttachment(row);
      await recordAudit(trx, actor, {
        entityType: 'employee',
        entityId: row.employee_id,
        action: 'attachment-removed',
        oldValues: {
          attachmentId: a.id,
          fileName: a.fileName,
          fileKind: a.fileKind,
          sizeBytes: a.sizeBytes,
          description: a.description,
        },
      });
      return row.file_id;
    });
    await services.files
      .remove(db, fileId)
      .catch((err: unknown) => request.log.warn({ err }, 'attachment bytes not removed'));
    return { ok: true as const };
  },
});
