// A lifeline application's document for the lifeliner clerks; inline only for an image when asked
// (the viewer), anything else always saved, never rendered.
import { downloadLifelinerDocumentEndpoint } from '@ilaw/contracts/msd/lifeliners/download-lifeliner-document';
import { storedFileResponse } from '../../../platform/files/stored-file-response.ts';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { LIFELINE_CLERKS } from '../access.ts';

export const downloadLifelinerDocument = defineRoute({
  endpoint: downloadLifelinerDocumentEndpoint,
  access: anyRole(...LIFELINE_CLERKS),
  async handler(ctx) {
    return storedFileResponse(ctx, {
      record: await ctx.db
        .selectFrom('msd_lifeliner_documents')
        .select('file_id')
        .where('id', '=', ctx.params.id)
        .executeTakeFirst(),
      fileId: (d) => d.file_id,
      notFound: 'The document was not found.',
      disposition: { inlineImages: ctx.query.inline },
    });
  },
});
