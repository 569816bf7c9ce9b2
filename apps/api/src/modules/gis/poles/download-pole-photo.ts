// A pole's photo, shown inline (the server checked it is an image when it was gathered).
import { downloadPolePhotoEndpoint } from '@ilaw/contracts/gis/poles/download-pole-photo';
import { POLE_MESSAGES } from '@ilaw/contracts/gis/poles/pole';
import { storedFileResponse } from '../../../platform/files/stored-file-response.ts';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { POLE_READERS } from '../access.ts';

export const downloadPolePhoto = defineRoute({
  endpoint: downloadPolePhotoEndpoint,
  access: anyRole(...POLE_READERS),
  async handler(ctx) {
    return storedFileResponse(ctx, {
      record: await ctx.db
        .selectFrom('gis_poles')
        .select('photo_file_id')
        .where('id', '=', ctx.params.id)
        .executeTakeFirst(),
      fileId: (p) => p.photo_file_id,
      notFound: POLE_MESSAGES.notFound,
      noFile: POLE_MESSAGES.noPhoto,
      disposition: 'inline',
    });
  },
});
