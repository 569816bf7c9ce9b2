// A version's file: any version for the document staff; the published version for its readers
// (404 otherwise). Always saved, never rendered.
import { DOCUMENT_MESSAGES } from '@ilaw/contracts/documents/document';
import { downloadDocumentVersionEndpoint } from '@ilaw/contracts/documents/download-document-version';
import { SIGNED_IN } from '../../platform/http/access.ts';
import { defineRoute, fileResponse } from '../../platform/http/define-route.ts';
import { hasRole } from '../../platform/http/context.ts';
import { notFound } from '../../platform/http/errors.ts';
import { myDocumentRows } from './document-queries.ts';

export const downloadDocumentVersion = defineRoute({
  endpoint: downloadDocumentVersionEndpoint,
  access: SIGNED_IN,
  async handler({ params, db, user, services }) {
    const v = await db
      .selectFrom('document_versions')
      .select(['document_id', 'file_id'])
      .where('id', '=', params.id)
      .executeTakeFirst();
    if (!v) throw notFound(DOCUMENT_MESSAGES.notFound);
    if (!hasRole(user, 'CoopDocumentUploader', 'CoopDocumentApprover')) {
      const mine = await myDocumentRows(db, user.id).where('v.id', '=', params.id).executeTakeFirst();
      if (!mine) throw notFound(DOCUMENT_MESSAGES.notFound);
    }
    const stored = await services.files.read(db, v.file_id);
    if (!stored) throw notFound(DOCUMENT_MESSAGES.notFound);
    return fileResponse(stored.file.originalName, stored.file.contentType, stored.bytes, 'attachment');
  },
});
