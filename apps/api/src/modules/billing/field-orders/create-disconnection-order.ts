// The disconnection order of a served notice: never before 48 hours after service (the case table
// in compute/disconnection-rules.ts), and only while the consumer is still past due beyond the
// threshold (otherwise the notice is settled). Once per notice: a repeat answers the order.
import { DISCONNECTION_MESSAGES } from '@ilaw/contracts/billing/disconnections/disconnection';
import { createDisconnectionOrderEndpoint } from '@ilaw/contracts/billing/field-orders/create-disconnection-order';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { conflict, notFound } from '../../../platform/http/errors.ts';
import { formatDocumentNumber, nextDocumentNumber } from '../../../platform/numbering/document-numbers.ts';
import { lockSubject } from '../../../platform/posting/subject-lock.ts';
import { manilaToday } from '../../../platform/time/manila.ts';
import { CONSUMER_LOCK } from '../../collection/public.ts';
import { DISCONNECTION_WORK } from '../access.ts';
import { canOrderDisconnection } from '../compute/disconnection-rules.ts';
import { beyondThreshold } from '../disconnections/disconnection-queries.ts';
import { loadFieldOrders } from './field-order-queries.ts';

const manilaTime = (d: Date) =>
  d.toLocaleString('en-PH', { timeZone: 'Asia/Manila', dateStyle: 'medium', timeStyle: 'short' });

export const createDisconnectionOrder = defineRoute({
  endpoint: createDisconnectionOrderEndpoint,
  access: DISCONNECTION_WORK,
  async handler({ body, db, actor, user, reply }) {
    const first = await db
      .selectFrom('billing_disconnection_notices')
      .select('consumer_id')
      .where('id', '=', body.noticeId)
      .executeTakeFirst();
    if (!first) throw notFound(DISCONNECTION_MESSAGES.noticeNotFound);
    const result = await db.transaction().execute(async (trx) => {
      await lockSubject(trx, CONSUMER_LOCK, first.consumer_id);
      const notice = await trx
        .selectFrom('billing_disconnection_notices')
        .selectAll()
        .where('id', '=', body.noticeId)
        .forUpdate()
        .executeTakeFirstOrThrow();
      if (notice.status === 'Ordered') {
        const existing = await trx
          .selectFrom('billing_field_orders')
          .select('id')
          .where('notice_id', '=', notice.id)
          .where('status', '<>', 'Cancelled')
          .executeTakeFirstOrThrow();
        return { orderId: existing.id, created: false } as const;
      }
      if (notice.status === 'Settled') throw conflict(DISCONNECTION_MESSAGES.settled);
      const check = canOrderDisconnection(notice.served_at === null ? null : new Date(notice.served_at), new Date());
      if (!check.ok && check.reason === 'not-served') throw conflict(DISCONNECTION_MESSAGES.notServed);
      if (!check.ok && check.reason === 'too-early')
        throw conflict(DISCONNECTION_MESSAGES.tooEarly(manilaTime(check.allowedAt)));
      const today = manilaToday();
      const beyond = await beyondThreshold(trx, notice.consumer_id, today);
      if (!beyond.ok) {
        await trx
          .updateTable('billing_disconnection_notices')
          .set({ status: 'Settled' })
          .where('id', '=', notice.id)
          .execute();
        await recordAudit(trx, actor, {
          entityType: 'billing-disconnection-notice',
          entityId: notice.id,
          action: 'settled',
          oldValues: { status: notice.status },
          newValues: { status: 'Settled', arrears: beyond.arrears.amount },
        });
        return { settled: true } as const;
      }
      const year = today.slice(0, 4);
      const no = await nextDocumentNumber(trx, 'billing-disconnection-order', year);
      const order = await trx
        .insertInto('billing_field_orders')
        .values({
          order_no: formatDocumentNumber('DO', year, no),
          kind: 'Disconnection',
          consumer_id: notice.consumer_id,
          notice_id: notice.id,
          arrears: beyond.arrears.amount,
          created_by: user.id,
        })
        .returning(['id', 'order_no'])
        .executeTakeFirstOrThrow();
      await trx
        .updateTable('billing_disconnection_notices')
        .set({ status: 'Ordered' })
        .where('id', '=', notice.id)
        .execute();
      await recordAudit(trx, actor, {
        entityType: 'billing-field-order',
        entityId: order.id,
        action: 'created',
        newValues: {
          orderNo: order.order_no,
          kind: 'Disconnection',
          noticeId: notice.id,
          arrears: beyond.arrears.amount,
        },
      });
      return { orderId: order.id, created: true } as const;
    });
    // Settling the notice is kept; the order is refused.
    if ('settled' in result) throw conflict(DISCONNECTION_MESSAGES.settled);
    reply.code(result.created ? 201 : 200);
    return (await loadFieldOrders(db, [result.orderId]))[0]!;
  },
});
