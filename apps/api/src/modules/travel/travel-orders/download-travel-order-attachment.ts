// A travel order's attachment, for whoever may read the order (always saved, never rendered).
import { downloadTravelOrderAttachmentEndpoint } from '@ilaw/contracts/travel/travel-orders/download-travel-order-attachment';
import { TRAVEL_ORDER_MESSAGES } from '@ilaw/contracts/travel/travel-orders/travel-order';
import { storedFileResponse } from '../../../platform/files/stored-file-response.ts';
import { SIGNED_IN } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { takesPartIn } from '../access.ts';

export const downloadTravelOrderAttachment = defineRoute({
  endpoint: downloadTravelOrderAttachmentEndpoint,
  access: SIGNED_IN,
  async handler(ctx) {
    const { params, db, user } = ctx;
    return storedFileResponse(ctx, {
      record: await db
        .selectFrom('travel_order_attachments')
        .select(['file_id', 'travel_order_id'])
        .where('id', '=', params.id)
        .executeTakeFirst(),
      fileId: (a) => a.file_id,
      notFound: 'The attachment was not found.',
      allow: (a) => takesPartIn(db, user, a.travel_order_id),
      denied: TRAVEL_ORDER_MESSAGES.notFound,
    });
  },
});
