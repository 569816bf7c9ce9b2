// OGM attaches the papers of a travel (invitation, programme, itinerary) through the file store;
// an approved order keeps taking them (the papers often come later), a cancelled one does not.
import { TRAVEL_ORDER_MESSAGES, TRAVEL_ORDER_STATUS } from '@ilaw/contracts/travel/travel-orders/travel-order';
import { uploadTravelOrderAttachmentEndpoint } from '@ilaw/contracts/travel/travel-orders/upload-travel-order-attachment';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import { filesToAttach, saveAttachments } from '../../../platform/files/attachments.ts';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { conflict, notFound } from '../../../platform/http/errors.ts';
import { travelOrderById } from './travel-order-queries.ts';

export const uploadTravelOrderAttachment = defineRoute({
  endpoint: uploadTravelOrderAttachmentEndpoint,
  access: anyRole('OgmStaff'),
  async handler({ body, db, user, actor, request, services, reply }) {
    const o = await db
      .selectFrom('travel_orders')
      .select('status')
      .where('id', '=', body.travelOrderId)
      .executeTakeFirst();
    if (!o) throw notFound(TRAVEL_ORDER_MESSAGES.notFound);
    if (o.status === TRAVEL_ORDER_STATUS.Cancelled.value) throw conflict(TRAVEL_ORDER_MESSAGES.alreadyCancelled);
    const uploads = await filesToAttach(request.uploadedFiles, services.files);
    await db.transaction().execute(async (trx) => {
      const saved = await saveAttachments(trx, services.files, uploads, user.id, (stored) =>
        trx
          .insertInto('travel_order_attachments')
          .values({ travel_order_id: body.travelOrderId, file_id: stored.id, created_by: user.id })
          .execute(),
      );
      const names = saved.map((f) => f.originalName);
      await recordAudit(trx, actor, {
        entityType: 'travel-order',
        entityId: body.travelOrderId,
        action: 'attachment-added',
        newValues: { files: names },
      });
    });
    reply.code(201);
    return travelOrderById(db, user, body.travelOrderId);
  },
});
