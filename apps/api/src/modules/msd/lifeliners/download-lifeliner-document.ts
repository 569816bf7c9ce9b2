// A lifeline application's document for the lifeliner clerks; inline only for an image (the
// viewer), anything else always saved, never rendered.
import { downloadLifelinerDocumentEndpoint } from '@ilaw/contracts/msd/lifeliners/download-lifeliner-document';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute, fileResponse } from '../../../platform/http/define-route.ts';
import { notFound } from '../../../platform/http/errors.ts';
import { LIFELINE_CLERKS } from '../access.ts';

const NOT_FOUND = 'The document was not found.';

export const downloadLifelinerDocument = defineRoute({
  endpoint: downloadLifelinerDocumentEndpoint,
  access: anyRole(...LIFELINE_CLERKS),
  async handler({ params, query, db, services }) {
    const d = await db
      .selectFrom('msd_lifeliner_documents')
      .select('file_id')
      .where('id', '=', params.id)
      .executeTakeFirst();
    if (!d) throw notFound(NOT_FOUND);
    const stored = await services.files.read(db, d.file_id);
    if (!stored) throw notFound(NOT_FOUND);
    const inline = query.inline === true && stored.file.contentType.startsWith('image/');
    return fileResponse(
      stored.file.originalName,
      stored.file.contentType,
      stored.bytes,
      inline ? 'inline' : 'attachment',
    );
  },
});
