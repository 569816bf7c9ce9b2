import { uploadDocumentEndpoint } from '@ilaw/contracts/documents/upload-document';
import { recordAudit } from '../../platform/audit/audit-trail.ts';
import { defineRoute } from '../../platform/http/define-route.ts';
import { formatDocumentNumber, nextDocumentNumber } from '../../platform/numbering/document-numbers.ts';
import { manilaToday } from '../../platform/time/manila.ts';
import { DOCUMENT_UPLOADER } from './access.ts';
import { checkAudience, theFile } from './document-fields.ts';
import { documentDetail } from './document-queries.ts';

export const uploadDocument = defineRoute({
  endpoint: uploadDocumentEndpoint,
  access: DOCUMENT_UPLOADER,
  async handler({ body, db, user, actor, request, services, reply }) {
    const file = theFile(request.uploadedFiles);
    await services.files.check(file.bytes);
    const departments = await checkAudience(db, body.audience, body.departmentIds);
    const id = await db.transaction().execute(async (trx) => {
      const year = manilaToday().slice(0, 4);
      const documentNo = formatDocumentNumber('DOC', year, await nextDocumentNumber(trx, 'document', year), 4);
      const stored = await services.files.save(trx, {
        bytes: file.bytes,
        originalName: file.fileName,
        createdBy: user.id,
      });
      const d = await trx
        .insertInto('documents')
        .values({
          document_no: documentNo,
          kind: body.kind,
          title: body.title,
          summary: body.summary,
          audience: body.audience,
          uploaded_by: user.id,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (departments.length > 0) {
        await trx
          .insertInto('document_departments')
          .values(departments.map((department_id) => ({ document_id: d.id, department_id })))
          .execute();
      }
      await trx
        .insertInto('document_versions')
        .values({ document_id: d.id, version: 1, file_id: stored.id, note: body.note, uploaded_by: user.id })
        .execute();
      await recordAudit(trx, actor, {
        entityType: 'document',
        entityId: d.id,
        action: 'created',
        newValues: { documentNo, ...body, file: stored.originalName },
      });
      return d.id;
    });
    reply.code(201);
    return documentDetail(db, user, id);
  },
});
