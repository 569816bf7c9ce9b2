// Recording the notice's service: the 48 hours before any disconnection order count from here.
import { DISCONNECTION_MESSAGES } from '@ilaw/contracts/billing/disconnections/disconnection';
import { serveDisconnectionNoticeEndpoint } from '@ilaw/contracts/billing/disconnections/serve-disconnection-notice';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { conflict, fieldError, notFound } from '../../../platform/http/errors.ts';
import { DISCONNECTION_WORK } from '../access.ts';
import { noticesByIds } from './disconnection-queries.ts';

export const serveDisconnectionNotice = defineRoute({
  endpoint: serveDisconnectionNoticeEndpoint,
  access: DISCONNECTION_WORK,
  async handler({ params, body, db, actor, user }) {
    const servedAt = new Date(body.servedAt);
    if (servedAt.getTime() > Date.now() + 60_000) throw fieldError('servedAt', DISCONNECTION_MESSAGES.servedInFuture);
    await db.transaction().execute(async (trx) => {
      const n = await trx
        .selectFrom('billing_disconnection_notices')
        .select(['id', 'status', 'printed_at'])
        .where('id', '=', params.id)
        .forUpdate()
        .executeTakeFirst();
      if (!n) throw notFound(DISCONNECTION_MESSAGES.noticeNotFound);
      if (n.status !== 'Printed') throw conflict(DISCONNECTION_MESSAGES.alreadyServed);
      if (servedAt.getTime() < new Date(n.printed_at).getTime())
        throw fieldError('servedAt', DISCONNECTION_MESSAGES.servedBeforePrinted);
      await trx
        .updateTable('billing_disconnection_notices')
        .set({ status: 'Served', served_at: servedAt, served_to: body.servedTo, served_by: user.id })
        .where('id', '=', n.id)
        .execute();
      await recordAudit(trx, actor, {
        entityType: 'billing-disconnection-notice',
        entityId: n.id,
        action: 'served',
        oldValues: { status: 'Printed' },
        newValues: { status: 'Served', servedAt: servedAt.toISOString(), servedTo: body.servedTo },
      });
    });
    return (await noticesByIds(db, [params.id]))[0]!;
  },
});
