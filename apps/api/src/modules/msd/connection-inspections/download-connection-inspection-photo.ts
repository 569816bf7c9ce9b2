// A PUE inspection's photo: inline only for an image when asked (the viewer), anything else saved.
import { downloadConnectionInspectionPhotoEndpoint } from '@ilaw/contracts/msd/connection-inspections/download-connection-inspection-photo';
import { storedFileResponse } from '../../../platform/files/stored-file-response.ts';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { INSPECTION_READERS } from '../access.ts';

export const downloadConnectionInspectionPhoto = defineRoute({
  endpoint: downloadConnectionInspectionPhotoEndpoint,
  access: anyRole(...INSPECTION_READERS),
  async handler(ctx) {
    return storedFileResponse(ctx, {
      record: await ctx.db
        .selectFrom('msd_connection_inspection_photos')
        .select('file_id')
        .where('id', '=', ctx.params.id)
        .executeTakeFirst(),
      fileId: (p) => p.file_id,
      notFound: 'The photo was not found.',
      disposition: { inlineImages: ctx.query.inline },
    });
  },
});
