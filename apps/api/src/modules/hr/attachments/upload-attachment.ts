import { fileKindFromName } from '@ilaw/contracts/hr/attachments/attachment';
import { uploadAttachmentEndpoint } from '@ilaw/contracts/hr/attachments/upload-attachment';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import { filesToAttach } from '../../../platform/files/attachments.ts';
import { HR_WRITERS } from '../access.ts';
import { requireEmployee } from '../family/family-queries.ts';
import { attachmentQuery, toAttachment } from './attachment-queries.ts';

export const uploadAttachment = defineRoute({
  endpoint: uploadAttachmentEndpoint,
  access: anyRole(...HR_WRITERS),
  async handler({ params, body, db, actor, request, services, reply }) {
    // Any type is accepted; the size limit still applies (413) before anything is written.
    const uploads = await filesToAttach(request.uploadedFiles, services.files);
    const ids = await db.transaction().execute(async (trx) => {
      await requireEmployee(trx, params.employeeId);
      const created: number[] = [];
      for (const u of uploads) {
        const stored = await services.files.save(trx, {
          bytes: u.bytes,
          originalName: u.fileName,
          createdBy: actor.userId,
        });
        const fileKind = fileKindFromName(stored.originalName);
        const row = await trx
          .insertInto('employee_attachments')
          .values({
            employee_id: params.employeeId,
            file_id: stored.id,
            file_kind: fileKind,
            description: body.description,
            created_by: actor.userId,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        created.push(row.id);
        await recordAudit(trx, actor, {
          entityType: 'employee',
          entityId: params.employeeId,
          action: 'attachment-added',
          newValues: {
            attachmentId: row.id,
            fileName: stored.originalName,
            fileKind,
            sizeBytes: stored.sizeBytes,
            description: body.description,
          },
        });
      }
      return created;
    });
    const rows = await attachmentQuery(db).where('a.id', 'in', ids).orderBy('a.id').execute();
    reply.code(201);
    return rows.map(toAttachment);
  },
});
