import { downloadConnectionInspectionPhotoEndpoint } from '@ilaw/contracts/msd/connection-inspections/download-connection-inspection-photo';
import { anyRole } from '../../../platform/http/access.ts';
import type { SessionUser } from '../../../platform/http/context.ts';
import { defineRoute, fileResponse, type HandlerInput } from '../../../platform/http/define-route.ts';
import { notFound } from '../../../platform/http/errors.ts';
import { INSPECTION_READERS } from '../access.ts';

const PHOTO_NOT_FOUND = 'The photo was not found.';

export const downloadConnectionInspectionPhoto = defineRoute({
  endpoint: downloadConnectionInspectionPhotoEndpoint,
  access: anyRole(...INSPECTION_READERS),
  handler: async ({
    params,
    query,
    db,
    services,
  }: HandlerInput<typeof downloadConnectionInspectionPhotoEndpoint, SessionUser>) => {
    const p = await db
      .selectFrom('msd_connection_inspection_photos')
      .select('file_id')
      .where('id', '=', params.id)
      .executeTakeFirst();
    if (!p) throw notFound(PHOTO_NOT_FOUND);
    const stored = await services.files.read(db, p.file_id);
    if (!stored) throw notFound(PHOTO_NOT_FOUND);
    // Inline only for images (the viewer); anything else is saved, never rendered.
    const inline = query.inline === true && stored.file.contentType.startsWith('image/');
    return fileResponse(
      stored.file.originalName,
      stored.file.contentType,
      stored.bytes,
      inline ? 'inline' : 'attachment',
    );
  },
});
