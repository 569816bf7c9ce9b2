// Photos of an inspection through the service requests' mechanism: checked and stored by the file
// store, one row per file beside the inspection (the record itself stays as posted).
import { fileKindFromName } from '@ilaw/contracts/hr/attachments/attachment';
import { uploadConnectionInspectionPhotoEndpoint } from '@ilaw/contracts/msd/connection-inspections/upload-connection-inspection-photo';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import { anyRole } from '../../../platform/http/access.ts';
import type { SessionUser } from '../../../platform/http/context.ts';
import { defineRoute, type HandlerInput } from '../../../platform/http/define-route.ts';
import { badRequest, notFound } from '../../../platform/http/errors.ts';
import { INSPECTORS } from '../access.ts';
import { loadApplicationDetail } from '../connection-applications/connection-application-queries.ts';

export const INSPECTION_NOT_FOUND = 'The inspection was not found.';

export async function uploadInspectionPhotos({
  body,
  db,
  user,
  actor,
  request,
  services,
  reply,
}: HandlerInput<typeof uploadConnectionInspectionPhotoEndpoint, SessionUser>) {
  const uploads = request.uploadedFiles.filter((f) => f.bytes.length > 0);
  if (uploads.length === 0) throw badRequest('Choose a file to attach.');
  for (const u of uploads) await services.files.check(u.bytes);
  const applicationId = await db.transaction().execute(async (trx) => {
    const inspection = await trx
      .selectFrom('msd_connection_inspections')
      .select(['id', 'application_id'])
      .where('id', '=', body.inspectionId)
      .executeTakeFirst();
    if (!inspection) throw notFound(INSPECTION_NOT_FOUND);
    const names: string[] = [];
    for (const u of uploads) {
      const stored = await services.files.save(trx, { bytes: u.bytes, originalName: u.fileName, createdBy: user.id });
      await trx
        .insertInto('msd_connection_inspection_photos')
        .values({
          inspection_id: inspection.id,
          file_id: stored.id,
          file_kind: fileKindFromName(stored.originalName),
          description: body.description,
          created_by: user.id,
        })
        .execute();
      names.push(stored.originalName);
    }
    await recordAudit(trx, actor, {
      entityType: 'msd-connection-application',
      entityId: inspection.application_id,
      action: 'inspection-photo-added',
      newValues: { inspectionId: inspection.id, files: names, description: body.description },
    });
    return inspection.application_id;
  });
  reply.code(201);
  return loadApplicationDetail(db, user, applicationId);
}

export const uploadConnectionInspectionPhoto = defineRoute({
  endpoint: uploadConnectionInspectionPhotoEndpoint,
  access: anyRole(...INSPECTORS),
  handler: uploadInspectionPhotos,
});
