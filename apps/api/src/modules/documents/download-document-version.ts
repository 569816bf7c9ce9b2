// A version's file: any version for the document staff; the published version for its readers
// (404 otherwise). Always saved, never rendered.
import { DOCUMENT_MESSAGES } from '@ilaw/contracts/documents/document';
import { downloadDocumentVersionEndpoint } from '@ilaw/contracts/documents/download-document-version';
import { storedFileResponse } from '../../platform/files/stored-file-response.ts';
import { SIGNED_IN } from '../../platform/http/access.ts';
import { defineRoute } from '../../platform/http/define-route.ts';
import { hasRole } from '../../platform/http/context.ts';
import { myDocumentRows } from './document-queries.ts';

export const downloadDocumentVersion = defineRoute({
  endpoint: downloadDocumentVersionEndpoint,
  access: SIGNED_IN,
  async handler(ctx) {
    const { params, db, user } = ctx;
    return storedFileResponse(ctx, {
      record: await db
        .selectFrom('document_versions')
        .select(['document_id', 'file_id'])
        .where('id', '=', params.id)
        .executeTakeFirst(),
      fileId: (v) => v.file_id,
      notFound: DOCUMENT_MESSAGES.notFound,
      allow: async () =>
        hasRole(user, 'CoopDocumentUploader', 'CoopDocumentApprover') ||
        (await myDocumentRows(db, user.id).where('v.id', '=', params.id).executeTakeFirst()) !== undefined,
    });
  },
});
