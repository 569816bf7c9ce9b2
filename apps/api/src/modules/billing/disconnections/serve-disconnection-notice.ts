// Recording the notice's service from its signed slip: the 48 hours before any disconnection order
// count from here. The time may be before the portal printed the notice (a branch's own form, or
// the old system's, served before the record was made), never before its bills were past due.
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
        .select(['id', 'status', 'oldest_due_date'])
        .where('id', '=', params.id)
        .forUpdate()
        .executeTakeFirst();
      if (!n) throw notFound(DISCONNECTION_MESSAGES.noticeNotFound);
      if (n.status !== 'Printed') throw conflict(DISCONNECTION_MESSAGES.alreadyServed);
      // Past due from the day after the due date (Manila).
      if (servedAt.getTime() < Date.parse(`${n.oldest_due_date}T16:00:00Z`))
        throw fieldError('servedAt', DISCONNECTION_MESSAGES.servedBeforeDue);
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
