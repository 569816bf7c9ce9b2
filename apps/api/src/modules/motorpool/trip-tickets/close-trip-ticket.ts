// The trip ran: its actual times and odometer out and in close it once; the vehicle's odometer
// moves up to the reading in (never down).
import { MOTORPOOL_MESSAGES } from '@ilaw/contracts/motorpool/common';
import { closeTripTicketEndpoint } from '@ilaw/contracts/motorpool/trip-tickets/close-trip-ticket';
import { TRIP_STATUS } from '@ilaw/contracts/motorpool/trip-tickets/trip-ticket';
import { sql } from 'kysely';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { conflict, notFound } from '../../../platform/http/errors.ts';
import { postOnce } from '../../../platform/posting/post-once.ts';
import { MOTORPOOL } from '../access.ts';
import { manilaInstant } from '../compute/motorpool-rules.ts';
import { TRIP_LOCK } from './trip-locks.ts';
import { tripById } from './trip-ticket-queries.ts';

export const closeTripTicket = defineRoute({
  endpoint: closeTripTicketEndpoint,
  access: MOTORPOOL,
  async handler({ params, body, db, actor, user }) {
    await db.transaction().execute(async (trx) => {
      const status = async () =>
        await trx
          .selectFrom('motorpool_trip_tickets')
          .select(['status', 'vehicle_id'])
          .where('id', '=', params.id)
          .executeTakeFirst();
      if (!(await status())) throw notFound(MOTORPOOL_MESSAGES.tripNotFound);
      await postOnce(
        trx,
        {
          kind: TRIP_LOCK,
          id: params.id,
          alreadyPosted: async () => (await status())!.status === TRIP_STATUS.Closed.value,
          message: MOTORPOOL_MESSAGES.alreadyClosed,
        },
        async () => {
          const t = (await status())!;
          if (t.status !== TRIP_STATUS.Approved.value) throw conflict(MOTORPOOL_MESSAGES.onlyApprovedClosed);
          await trx
            .updateTable('motorpool_trip_tickets')
            .set({
              status: TRIP_STATUS.Closed.value,
              actual_start: manilaInstant(body.actualStart),
              actual_end: manilaInstant(body.actualEnd),
              odometer_out: body.odometerOut,
              odometer_in: body.odometerIn,
              closed_at: new Date(),
            })
            .where('id', '=', params.id)
            .execute();
          await trx
            .updateTable('motorpool_vehicles')
            .set({ odometer: sql<number>`GREATEST(odometer, ${body.odometerIn}::int)`, updated_at: new Date() })
            .where('id', '=', t.vehicle_id)
            .execute();
          await recordAudit(trx, actor, {
            entityType: 'motorpool-trip-ticket',
            entityId: params.id,
            action: 'closed',
            newValues: { status: TRIP_STATUS.Closed.value, ...body },
          });
        },
      );
    });
    return tripById(db, user, params.id);
  },
});
