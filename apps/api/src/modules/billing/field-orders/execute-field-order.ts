// Executing an order at the meter (decision 111): reading, seal, a photo of the meter and GPS. A
// disconnection makes the account Disconnected and bills the reconnection fee (a non-power bill,
// through collection's public.ts); a reconnection makes it Active again. Under the consumer's lock
// (the one a payment at the window takes) and the order's row lock: twenty identical executions
// post once, the others answer the executed order (200).
import { ACCOUNT_STATUS } from '@ilaw/contracts/billing/enums';
import { FIELD_ORDER_MESSAGES } from '@ilaw/contracts/billing/field-orders/field-order';
import { executeFieldOrderEndpoint } from '@ilaw/contracts/billing/field-orders/execute-field-order';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import { IMAGE_TYPES } from '../../../platform/files/file-store.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { conflict, fieldError, notFound } from '../../../platform/http/errors.ts';
import { lockSubject } from '../../../platform/posting/subject-lock.ts';
import { manilaToday } from '../../../platform/time/manila.ts';
import { CONSUMER_LOCK, issueNonPowerBill, RECONNECTION_FEE_TYPE } from '../../collection/public.ts';
import { FIELD_ORDER_EXECUTE } from '../access.ts';
import { loadFieldOrders } from './field-order-queries.ts';

export const PHOTO_RULE = {
  contentTypes: IMAGE_TYPES,
  maxBytes: 10 * 1024 * 1024,
  typeMessage: 'Attach a photo (JPEG, PNG or WebP).',
};

export const executeFieldOrder = defineRoute({
  endpoint: executeFieldOrderEndpoint,
  access: FIELD_ORDER_EXECUTE,
  async handler({ params, body, db, actor, user, request, services, reply }) {
    const photos = request.uploadedFiles.filter((f) => f.bytes.length > 0);
    if (photos.length === 0) throw fieldError('file', FIELD_ORDER_MESSAGES.photo);
    for (const p of photos) await services.files.check(p.bytes, PHOTO_RULE);
    const first = await db
      .selectFrom('billing_field_orders')
      .select('consumer_id')
      .where('id', '=', params.id)
      .executeTakeFirst();
    if (!first) throw notFound(FIELD_ORDER_MESSAGES.notFound);
    const executor = { ...actor, userId: user.id };
    const executed = await db.transaction().execute(async (trx) => {
      await lockSubject(trx, CONSUMER_LOCK, first.consumer_id);
      const order = await trx
        .selectFrom('billing_field_orders as o')
        .innerJoin('billing_consumers as c', 'c.id', 'o.consumer_id')
        .select([
          'o.id',
          'o.order_no',
          'o.kind',
          'o.status',
          'o.consumer_id',
          'o.disconnection_id',
          'c.name',
          'c.account_status',
        ])
        .where('o.id', '=', params.id)
        .forUpdate('o')
        .executeTakeFirstOrThrow();
      if (order.status === 'Executed') return false;
      if (order.status === 'Cancelled') throw conflict(FIELD_ORDER_MESSAGES.cancelled);
      if (order.status !== 'Assigned') throw conflict(FIELD_ORDER_MESSAGES.notAssigned);
      if (order.kind === 'Reconnection' && order.account_status !== ACCOUNT_STATUS.Disconnected.value)
        throw conflict(FIELD_ORDER_MESSAGES.notDisconnected);
      const today = manilaToday();
      const fee =
        order.kind === 'Disconnection'
          ? await issueNonPowerBill(trx, executor, {
              typeCode: RECONNECTION_FEE_TYPE,
              consumerId: order.consumer_id,
              payerName: order.name,
              description: `Reconnection fee (${order.order_no})`,
              // One line: the type's amount at the type's VAT rate (a sale, decision 118).
              lines: [{ description: 'Reconnection fee' }],
              billDate: today,
            })
          : null;
      for (const p of photos) {
        const stored = await services.files.save(
          trx,
          { bytes: p.bytes, originalName: p.fileName, createdBy: user.id },
          PHOTO_RULE,
        );
        await trx
          .insertInto('billing_field_photos')
          .values({ order_id: order.id, file_id: stored.id, created_by: user.id })
          .execute();
      }
      await trx
        .updateTable('billing_field_orders')
        .set({
          status: 'Executed',
          executed_at: new Date(),
          executed_by: user.id,
          reading: body.reading,
          seal_no: body.sealNo,
          latitude: body.latitude,
          longitude: body.longitude,
          accuracy_m: body.accuracyM,
          remarks: body.remarks,
          ...(fee ? { fee_bill_id: fee.id } : {}),
        })
        .where('id', '=', order.id)
        .execute();
      const status = order.kind === 'Disconnection' ? ACCOUNT_STATUS.Disconnected.value : ACCOUNT_STATUS.Active.value;
      await trx
        .updateTable('billing_consumers')
        .set({ account_status: status })
        .where('id', '=', order.consumer_id)
        .execute();
      if (order.kind === 'Reconnection' && order.disconnection_id !== null) {
        // The notice that led to the disconnection is closed by the reconnection.
        await trx
          .updateTable('billing_disconnection_notices')
          .set({ status: 'Settled' })
          .where('id', '=', (eb) =>
            eb.selectFrom('billing_field_orders').select('notice_id').where('id', '=', order.disconnection_id!),
          )
          .execute();
      }
      await recordAudit(trx, actor, {
        entityType: 'billing-field-order',
        entityId: order.id,
        action: 'executed',
        oldValues: { status: order.status, accountStatus: order.account_status },
        newValues: {
          status: 'Executed',
          accountStatus: status,
          reading: body.reading,
          sealNo: body.sealNo,
          latitude: body.latitude,
          longitude: body.longitude,
          photos: photos.length,
          feeBill: fee?.billNo ?? null,
        },
      });
      return true;
    });
    reply.code(executed ? 201 : 200);
    return (await loadFieldOrders(db, [params.id]))[0]!;
  },
});
