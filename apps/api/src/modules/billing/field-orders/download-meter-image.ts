// One field photo, inline for the viewer when asked (decision 120's shared answer).
import { downloadMeterImageEndpoint } from '@ilaw/contracts/billing/field-orders/download-meter-image';
import { storedFileResponse } from '../../../platform/files/stored-file-response.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { FIELD_PHOTO_VIEW } from '../access.ts';

export const downloadMeterImage = defineRoute({
  endpoint: downloadMeterImageEndpoint,
  access: FIELD_PHOTO_VIEW,
  async handler(ctx) {
    return storedFileResponse(ctx, {
      record: await ctx.db
        .selectFrom('billing_field_photos')
        .select('file_id')
        .where('id', '=', ctx.params.id)
        .executeTakeFirst(),
      fileId: (p) => p.file_id,
      notFound: 'The photo was not found.',
      disposition: { inlineImages: ctx.query.inline },
    });
  },
});
