import { DOCUMENT_MESSAGES } from '@ilaw/contracts/documents/document';
import { markDocumentReadEndpoint } from '@ilaw/contracts/documents/mark-document-read';
import { SIGNED_IN } from '../../platform/http/access.ts';
import { defineRoute } from '../../platform/http/define-route.ts';
import { notFound } from '../../platform/http/errors.ts';
import { myDocumentRows, toMyDocument } from './document-queries.ts';

export const markDocumentRead = defineRoute({
  endpoint: markDocumentReadEndpoint,
  access: SIGNED_IN,
  async handler({ body, db, user }) {
    // Only a published document addressed to the user (404 otherwise, as for any other's).
    const mine = await myDocumentRows(db, user.id).where('d.id', '=', body.documentId).executeTakeFirst();
    if (!mine || mine.published_version === null) throw notFound(DOCUMENT_MESSAGES.notFound);
    await db
      .insertInto('document_reads')
      .values({ document_id: mine.id, version: mine.published_version, user_id: user.id })
      .onConflict((oc) => oc.columns(['document_id', 'version', 'user_id']).doNothing())
      .execute();
    return toMyDocument(
      await myDocumentRows(db, user.id).where('d.id', '=', body.documentId).executeTakeFirstOrThrow(),
    );
  },
});
