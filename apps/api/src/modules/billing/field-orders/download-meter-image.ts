// One field photo, inline for the viewer.
import { downloadMeterImageEndpoint } from '@ilaw/contracts/billing/field-orders/download-meter-image';
import { defineRoute, fileResponse } from '../../../platform/http/define-route.ts';
import { notFound } from '../../../platform/http/errors.ts';
import { FIELD_PHOTO_VIEW } from '../access.ts';

const NOT_FOUND = 'The photo was not found.';

export const downloadMeterImage = defineRoute({
  endpoint: downloadMeterImageEndpoint,
  access: FIELD_PHOTO_VIEW,
  async handler({ params, query, db, services }) {
    const p = await db
      .selectFrom('billing_field_photos')
      .select('file_id')
      .where('id', '=', params.id)
      .executeTakeFirst();
    if (!p) throw notFound(NOT_FOUND);
    const stored = await services.files.read(db, p.file_id);
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
