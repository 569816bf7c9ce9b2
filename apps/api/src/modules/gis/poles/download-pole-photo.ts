import { downloadPolePhotoEndpoint } from '@ilaw/contracts/gis/poles/download-pole-photo';
import { POLE_MESSAGES } from '@ilaw/contracts/gis/poles/pole';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute, fileResponse } from '../../../platform/http/define-route.ts';
import { notFound } from '../../../platform/http/errors.ts';
import { POLE_READERS } from '../access.ts';

export const downloadPolePhoto = defineRoute({
  endpoint: downloadPolePhotoEndpoint,
  access: anyRole(...POLE_READERS),
  async handler({ params, db, services }) {
    const pole = await db
      .selectFrom('gis_poles')
      .select('photo_file_id')
      .where('id', '=', params.id)
      .executeTakeFirst();
    if (!pole) throw notFound(POLE_MESSAGES.notFound);
    if (pole.photo_file_id === null) throw notFound(POLE_MESSAGES.noPhoto);
    const stored = await services.files.read(db, pole.photo_file_id);
    if (!stored) throw notFound(POLE_MESSAGES.noPhoto);
    return fileResponse(stored.file.originalName, stored.file.contentType, stored.bytes, 'inline');
  },
});
