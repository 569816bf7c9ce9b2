import { fileKindFromName } from '@ilaw/contracts/hr/attachments/attachment';
import { RequestHistoryEvent } from '@ilaw/contracts/msd/enums';
import { uploadServiceRequestAttachmentEndpoint } from '@ilaw/contracts/msd/service-requests/upload-service-request-attachment';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import { anyRole } from '../../../platform/http/access.ts';
import type { SessionUser } from '../../../platform/http/context.ts';
import { defineRoute, type HandlerInput } from '../../../platform/http/define-route.ts';
import { badRequest } from '../../../platform/http/errors.ts';
import { SIDE_ACCESS } from '../access.ts';
import { addHistory, loadDetail, requireRequest } from './service-request-queries.ts';

export async function uploadAttachments({
  body,
  db,
  user,
  actor,
  request,
  services,
  reply,
}: HandlerInput<typeof uploadServiceRequestAttachmentEndpoint, SessionUser>) {
  const uploads = request.uploadedFiles.filter((f) => f.bytes.length > 0);
  if (uploads.length === 0) throw badRequest('Choose a file to attach.');
  for (const u of uploads) await services.files.check(u.bytes);
  const id = body.serviceRequestId;
  const isFinding = body.isFinding === true;
  await db.transaction().execute(async (trx) => {
    await requireRequest(trx, id);
    const names: string[] = [];
    for (const u of uploads) {
      const stored = await services.files.save(trx, { bytes: u.bytes, originalName: u.fileName, createdBy: user.id });
      await trx
        .insertInto('msd_service_request_attachments')
        .values({
          service_request_id: id,
          file_id: stored.id,
          file_kind: fileKindFromName(stored.originalName),
          is_finding: isFinding,
          description: body.description,
          created_by: user.id,
        })
        .execute();
      names.push(stored.originalName);
    }
    const what = isFinding ? 'Findings' : 'Attachments';
    await addHistory(trx, id, RequestHistoryEvent.UploadedAttachments, `${what}: ${names.join(', ')}`, user.id);
    await recordAudit(trx, actor, {
      entityType: 'msd-service-request',
      entityId: id,
      action: 'attachment-added',
      newValues: { files: names, isFinding, description: body.description },
    });
  });
  reply.code(201);
  return loadDetail(db, user, id);
}

export const uploadServiceRequestAttachment = defineRoute({
  endpoint: uploadServiceRequestAttachmentEndpoint,
  access: anyRole(...SIDE_ACCESS.msd.read),
  handler: uploadAttachments,
});
