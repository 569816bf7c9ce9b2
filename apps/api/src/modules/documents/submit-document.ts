// The uploader sends the latest version to the approvers; once per version (twenty identical
// requests open one approval request, decision 009).
import { DOCUMENT_DOCUMENT_TYPE, DOCUMENT_KIND_LABELS, DOCUMENT_MESSAGES } from '@ilaw/contracts/documents/document';
import { submitDocumentEndpoint } from '@ilaw/contracts/documents/submit-document';
import { submitForApproval } from '../../platform/approvals/engine.ts';
import { recordAudit } from '../../platform/audit/audit-trail.ts';
import { defineRoute } from '../../platform/http/define-route.ts';
import { notFound } from '../../platform/http/errors.ts';
import { postOnce } from '../../platform/posting/post-once.ts';
import { DOCUMENT_LOCK, DOCUMENT_UPLOADER } from './access.ts';
import { documentDetail } from './document-queries.ts';

export const submitDocument = defineRoute({
  endpoint: submitDocumentEndpoint,
  access: DOCUMENT_UPLOADER,
  async handler({ params, db, user, actor }) {
    await db.transaction().execute(async (trx) => {
      const find = () => trx.selectFrom('documents').selectAll().where('id', '=', params.id).executeTakeFirst();
      if (!(await find())) throw notFound(DOCUMENT_MESSAGES.notFound);
      await postOnce(
        trx,
        {
          kind: DOCUMENT_LOCK,
          id: params.id,
          alreadyPosted: async () => {
            const s = (await find())!.status;
            return s === 'Pending' || s === 'Published';
          },
          message: DOCUMENT_MESSAGES.alreadySubmitted,
        },
        async () => {
          const d = (await find())!;
          await trx
            .updateTable('documents')
            .set({ status: 'Pending', updated_at: new Date() })
            .where('id', '=', d.id)
            .execute();
          await submitForApproval(trx, actor, {
            documentType: DOCUMENT_DOCUMENT_TYPE,
            documentId: d.id,
            summary: `${d.document_no} v${d.current_version}: ${DOCUMENT_KIND_LABELS[d.kind]}, ${d.title}`,
          });
          await recordAudit(trx, actor, {
            entityType: 'document',
            entityId: d.id,
            action: 'submitted',
            newValues: { version: d.current_version },
          });
        },
      );
    });
    return documentDetail(db, user, params.id);
  },
});
