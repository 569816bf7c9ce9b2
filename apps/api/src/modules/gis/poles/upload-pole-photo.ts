// A pole's photo from the field: the file store checks size (413) and the sniffed type (415);
// only images are kept. A new photo replaces the old one (the old file stays in the store).
import { uploadPolePhotoEndpoint } from '@ilaw/contracts/gis/poles/upload-pole-photo';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { badRequest } from '../../../platform/http/errors.ts';
import { lockSubject } from '../../../platform/posting/subject-lock.ts';
import { IMAGE_TYPES } from '../../../platform/files/file-store.ts';
import { POLE_GATHERERS } from '../access.ts';
import { loadPole } from './pole-queries.ts';

const PHOTO_RULE = { contentTypes: IMAGE_TYPES, typeMessage: 'The photo must be a JPEG, PNG or WebP image.' };

export const uploadPolePhoto = defineRoute({
  endpoint: uploadPolePhotoEndpoint,
  access: anyRole(...POLE_GATHERERS),
  async handler({ params, db, user, actor, request, services }) {
    await loadPole(db, params.id);
    const upload = request.uploadedFiles.find((f) => f.bytes.length > 0);
    if (!upload) throw badRequest('Choose a photo.');
    await services.files.check(upload.bytes, PHOTO_RULE);
    await db.transaction().execute(async (trx) => {
      await lockSubject(trx, 'gis-pole', params.id);
      const stored = await services.files.save(
        trx,
        {
          bytes: upload.bytes,
          originalName: upload.fileName,
          createdBy: user.id,
        },
        PHOTO_RULE,
      );
      await trx
        .updateTable('gis_poles')
        .set({ photo_file_id: stored.id, updated_at: new Date() })
        .where('id', '=', params.id)
        .execute();
      await recordAudit(trx, actor, {
        entityType: 'gis-pole',
        entityId: params.id,
        action: 'photo-set',
        newValues: { photo: stored.originalName },
      });
    });
    return loadPole(db, params.id);
  },
});
