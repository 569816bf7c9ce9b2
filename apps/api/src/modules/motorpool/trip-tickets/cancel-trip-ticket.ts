// An approved trip that will not run is cancelled with its reason (kept, never deleted); the
// vehicle and driver are free again for that time.
import { MOTORPOOL_MESSAGES } from '@ilaw/contracts/motorpool/common';
import { cancelTripTicketEndpoint } from '@ilaw/contracts/motorpool/trip-tickets/cancel-trip-ticket';
import { TRIP_STATUS } from '@ilaw/contracts/motorpool/trip-tickets/trip-ticket';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { conflict, notFound } from '../../../platform/http/errors.ts';
import { lockSubject } from '../../../platform/posting/subject-lock.ts';
import { MOTORPOOL } from '../access.ts';
import { TRIP_LOCK } from './trip-locks.ts';
import { tripById } from './trip-ticket-queries.ts';

export const cancelTripTicket = defineRoute({
  endpoint: cancelTripTicketEndpoint,
  access: MOTORPOOL,
  async handler({ params, body, db, actor, user }) {
    await db.transaction().execute(async (trx) => {
      await lockSubject(trx, TRIP_LOCK, params.id);
      const t = await trx
        .selectFrom('motorpool_trip_tickets')
        .select('status')
        .where('id', '=', params.id)
        .executeTakeFirst();
      if (!t) throw notFound(MOTORPOOL_MESSAGES.tripNotFound);
      if (t.status === TRIP_STATUS.Cancelled.value) throw conflict(MOTORPOOL_MESSAGES.alreadyCancelled);
      if (t.status !== TRIP_STATUS.Approved.value) throw conflict(MOTORPOOL_MESSAGES.onlyApprovedCancelled);
      await trx
        .updateTable('motorpool_trip_tickets')
        .set({ status: TRIP_STATUS.Cancelled.value, cancel_reason: body.reason })
        .where('id', '=', params.id)
        .execute();
      await recordAudit(trx, actor, {
        entityType: 'motorpool-trip-ticket',
        entityId: params.id,
        action: 'cancelled',
        newValues: { status: TRIP_STATUS.Cancelled.value, reason: body.reason },
      });
    });
    return tripById(db, user, params.id);
  },
});
