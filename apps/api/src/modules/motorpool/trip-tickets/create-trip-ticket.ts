// The motor pool prepares a trip ticket; it is sent for approval at once (decision 014). A trip
// that collides with an approved one of the vehicle or driver is refused here already.
import { MOTORPOOL_MESSAGES } from '@ilaw/contracts/motorpool/common';
import { createTripTicketEndpoint } from '@ilaw/contracts/motorpool/trip-tickets/create-trip-ticket';
import { TRIP_TICKET_DOCUMENT_TYPE } from '@ilaw/contracts/motorpool/trip-tickets/trip-ticket';
import { submitForApproval } from '../../../platform/approvals/engine.ts';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { conflict, fieldError } from '../../../platform/http/errors.ts';
import { formatDocumentNumber, nextDocumentNumber } from '../../../platform/numbering/document-numbers.ts';
import { MOTORPOOL } from '../access.ts';
import { manilaInstant } from '../compute/motorpool-rules.ts';
import { assertDriver } from '../vehicles/save-vehicle.ts';
import { assertNoCollision } from './trip-collisions.ts';
import { tripById } from './trip-ticket-queries.ts';

export const createTripTicket = defineRoute({
  endpoint: createTripTicketEndpoint,
  access: MOTORPOOL,
  async handler({ body, db, actor, user, reply }) {
    const id = await db.transaction().execute(async (trx) => {
      const vehicle = await trx
        .selectFrom('motorpool_vehicles')
        .select(['id', 'status', 'vehicle_no', 'plate_no'])
        .where('id', '=', body.vehicleId)
        .executeTakeFirst();
      if (!vehicle) throw fieldError('vehicleId', MOTORPOOL_MESSAGES.vehicleNotFound);
      if (vehicle.status !== 'Active') throw conflict(MOTORPOOL_MESSAGES.vehicleNotActive, 'vehicleId');
      await assertDriver(trx, body.driverId, 'driverId');
      const start = manilaInstant(body.scheduledStart);
      const end = manilaInstant(body.scheduledEnd);
      await assertNoCollision(trx, { id: null, vehicleId: body.vehicleId, driverId: body.driverId, start, end });
      const year = body.scheduledStart.slice(0, 4);
      const tripNo = formatDocumentNumber('TT', year, await nextDocumentNumber(trx, 'trip-ticket', year));
      const t = await trx
        .insertInto('motorpool_trip_tickets')
        .values({
          trip_no: tripNo,
          vehicle_id: body.vehicleId,
          driver_id: body.driverId,
          passengers: body.passengers,
          destination: body.destination,
          purpose: body.purpose,
          scheduled_start: start,
          scheduled_end: end,
          is_operation: body.isOperation,
          is_out_of_coverage: body.isOutOfCoverage,
          created_by: user.id,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await submitForApproval(trx, actor, {
        documentType: TRIP_TICKET_DOCUMENT_TYPE,
        documentId: t.id,
        summary: `${tripNo}: ${vehicle.vehicle_no} (${vehicle.plate_no}) to ${body.destination}, ${body.scheduledStart.replace('T', ' ')} to ${body.scheduledEnd.replace('T', ' ')}`,
        // The driver never approves their own trip.
        subjectEmployeeId: body.driverId,
      });
      await recordAudit(trx, actor, {
        entityType: 'motorpool-trip-ticket',
        entityId: t.id,
        action: 'created',
        newValues: { tripNo, ...body },
      });
      return t.id;
    });
    reply.code(201);
    return tripById(db, user, id);
  },
});
