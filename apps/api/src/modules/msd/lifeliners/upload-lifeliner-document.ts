// The papers of a lifeline application (RA 11552 IRR: the 4Ps ID, the social-welfare
// certification, the form, a recent bill) through the file store, as the service requests' and
// travel orders' attachments; a pending or approved application takes them.
import { LIFELINER_MOVE_MESSAGES } from '@ilaw/contracts/msd/lifeliners/lifeliner';
import { uploadLifelinerDocumentEndpoint } from '@ilaw/contracts/msd/lifeliners/upload-lifeliner-document';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { badRequest, conflict } from '../../../platform/http/errors.ts';
import { LIFELINE_CLERKS } from '../access.ts';
import { loadLifelinerDetail, requireLifeliner } from './lifeliner-queries.ts';

export const uploadLifelinerDocument = defineRoute({
  endpoint: uploadLifelinerDocumentEndpoint,
  access: anyRole(...LIFELINE_CLERKS),
  async handler({ body, db, user, actor, request, services, reply }) {
    const r = await requireLifeliner(db, body.lifelinerId);
    if (r.status !== 'Pending' && r.status !== 'Approved') throw conflict(LIFELINER_MOVE_MESSAGES.documentsClosed);
    const uploads = request.uploadedFiles.filter((f) => f.bytes.length > 0);
    if (uploads.length === 0) throw badRequest('Choose a file to attach.');
    for (const u of uploads) await services.files.check(u.bytes);
    await db.transaction().execute(async (trx) => {
      const names: string[] = [];
      for (const u of uploads) {
        const stored = await services.files.save(trx, { bytes: u.bytes, originalName: u.fileName, createdBy: user.id });
        await trx
          .insertInto('msd_lifeliner_documents')
          .values({ lifeliner_id: r.id, file_id: stored.id, created_by: user.id })
          .execute();
        names.push(stored.originalName);
      }
      await recordAudit(trx, actor, {
        entityType: 'msd-lifeliner',
        entityId: r.id,
        action: 'document-added',
        newValues: { files: names },
      });
    });
    reply.code(201);
    return loadLifelinerDetail(db, user, r.id);
  },
});
