// Executing an order at the meter from the office's screen (decision 111): reading, seal, a photo
// of the meter and GPS (multipart). The work is executeOrder's, shared with the field app's sync.
// Twenty identical executions post once, the others answer the executed order (200).
import { FIELD_ORDER_MESSAGES } from '@ilaw/contracts/billing/field-orders/field-order';
import { executeFieldOrderEndpoint } from '@ilaw/contracts/billing/field-orders/execute-field-order';
import { FIELD_PHOTO_RULE } from '../../../platform/field-sync/field-sync.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { fieldError } from '../../../platform/http/errors.ts';
import { FIELD_ORDER_EXECUTE } from '../access.ts';
import { executeOrder } from './execute-order.ts';
import { loadFieldOrders } from './field-order-queries.ts';

export const PHOTO_RULE = FIELD_PHOTO_RULE;

export const executeFieldOrder = defineRoute({
  endpoint: executeFieldOrderEndpoint,
  access: FIELD_ORDER_EXECUTE,
  async handler({ params, body, db, actor, user, request, services, reply }) {
    const photos = request.uploadedFiles.filter((f) => f.bytes.length > 0);
    if (photos.length === 0) throw fieldError('file', FIELD_ORDER_MESSAGES.photo);
    for (const p of photos) await services.files.check(p.bytes, PHOTO_RULE);
    const executed = await db.transaction().execute((trx) =>
      executeOrder(trx, { ...actor, userId: user.id }, params.id, body, {
        photoFileIds: async () => {
          const ids: string[] = [];
          for (const p of photos) {
            const stored = await services.files.save(
              trx,
              { bytes: p.bytes, originalName: p.fileName, createdBy: user.id },
              PHOTO_RULE,
            );
            ids.push(stored.id);
          }
          return ids;
        },
      }),
    );
    reply.code(executed ? 201 : 200);
    return (await loadFieldOrders(db, [params.id]))[0]!;
  },
});
