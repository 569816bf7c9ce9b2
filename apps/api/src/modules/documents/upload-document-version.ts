import { DOCUMENT_MESSAGES } from '@ilaw/contracts/documents/document';
import { uploadDocumentVersionEndpoint } from '@ilaw/contracts/documents/upload-document-version';
import { recordAudit } from '../../platform/audit/audit-trail.ts';
import { defineRoute } from '../../platform/http/define-route.ts';
import { conflict, notFound } from '../../platform/http/errors.ts';
import { lockSubject } from '../../platform/posting/subject-lock.ts';
import { DOCUMENT_LOCK, DOCUMENT_UPLOADER } from './access.ts';
import { theFile } from './document-fields.ts';
import { documentDetail } from './document-queries.ts';

export const uploadDocumentVersion = defineRoute({
  endpoint: uploadDocumentVersionEndpoint,
  access: DOCUMENT_UPLOADER,
  async handler({ body, db, user, actor, request, services, reply }) {
    const file = theFile(request.uploadedFiles);
    await services.files.check(file.bytes);
    await db.transaction().execute(async (trx) => {
      await lockSubject(trx, DOCUMENT_LOCK, body.documentId);
      const d = await trx.selectFrom('documents').selectAll().where('id', '=', body.documentId).executeTakeFirst();
      if (!d) throw notFound(DOCUMENT_MESSAGES.notFound);
      if (d.status === 'Pending') throw conflict(DOCUMENT_MESSAGES.notEditable);
      const stored = await services.files.save(trx, {
        bytes: file.bytes,
        originalName: file.fileName,
        createdBy: user.id,
      });
      // A draft never sent replaces nothing: its version stays, the new one comes after it.
      const version = d.current_version + 1;
      await trx
        .insertInto('document_versions')
        .values({ document_id: d.id, version, file_id: stored.id, note: body.note, uploaded_by: user.id })
        .execute();
      await trx
        .updateTable('documents')
        .set({ current_version: version, status: 'Draft', updated_at: new Date() })
        .where('id', '=', d.id)
        .execute();
      await recordAudit(trx, actor, {
        entityType: 'document',
        entityId: d.id,
        action: 'version-added',
        newValues: { version, file: stored.originalName, note: body.note },
      });
    });
    reply.code(201);
    return documentDetail(db, user, body.documentId);
  },
});
