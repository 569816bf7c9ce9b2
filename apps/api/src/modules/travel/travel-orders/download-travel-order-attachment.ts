// A travel order's attachment, for whoever may read the order (always saved, never rendered).
import { downloadTravelOrderAttachmentEndpoint } from '@ilaw/contracts/travel/travel-orders/download-travel-order-attachment';
import { TRAVEL_ORDER_MESSAGES } from '@ilaw/contracts/travel/travel-orders/travel-order';
import { SIGNED_IN } from '../../../platform/http/access.ts';
import { defineRoute, fileResponse } from '../../../platform/http/define-route.ts';
import { notFound } from '../../../platform/http/errors.ts';
import { takesPartIn } from '../access.ts';

const NOT_FOUND = 'The attachment was not found.';

export const downloadTravelOrderAttachment = defineRoute({
  endpoint: downloadTravelOrderAttachmentEndpoint,
  access: SIGNED_IN,
  async handler({ params, db, user, services }) {
    const a = await db
      .selectFrom('travel_order_attachments')
      .select(['file_id', 'travel_order_id'])
      .where('id', '=', params.id)
      .executeTakeFirst();
    if (!a) throw notFound(NOT_FOUND);
    if (!(await takesPartIn(db, user, a.travel_order_id))) throw notFound(TRAVEL_ORDER_MESSAGES.notFound);
    const stored = await services.files.read(db, a.file_id);
    if (!stored) throw notFound(NOT_FOUND);
    return fileResponse(stored.file.originalName, stored.file.contentType, stored.bytes, 'attachment');
  },
});
