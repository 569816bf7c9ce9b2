// The motor pool issues a gas slip for a vehicle (and, when given, its trip: the trip's fuel).
import { MOTORPOOL_MESSAGES } from '@ilaw/contracts/motorpool/common';
import { createGasSlipEndpoint } from '@ilaw/contracts/motorpool/gas-slips/create-gas-slip';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { fieldError } from '../../../platform/http/errors.ts';
import { formatDocumentNumber, nextDocumentNumber } from '../../../platform/numbering/document-numbers.ts';
import { MOTORPOOL } from '../access.ts';
import { assertDriver } from '../vehicles/save-vehicle.ts';
import { slipById } from './gas-slip-queries.ts';

export const createGasSlip = defineRoute({
  endpoint: createGasSlipEndpoint,
  access: MOTORPOOL,
  async handler({ body, db, actor, user, reply }) {
    const id = await db.transaction().execute(async (trx) => {
      const v = await trx
        .selectFrom('motorpool_vehicles')
        .select('id')
        .where('id', '=', body.vehicleId)
        .executeTakeFirst();
      if (!v) throw fieldError('vehicleId', MOTORPOOL_MESSAGES.vehicleNotFound);
      await assertDriver(trx, body.driverId, 'driverId');
      if (body.tripTicketId !== null) {
        const t = await trx
          .selectFrom('motorpool_trip_tickets')
          .select('vehicle_id')
          .where('id', '=', body.tripTicketId)
          .executeTakeFirst();
        if (!t) throw fieldError('tripTicketId', MOTORPOOL_MESSAGES.tripNotFound);
        if (t.vehicle_id !== body.vehicleId) throw fieldError('tripTicketId', 'The trip ticket is of another vehicle.');
      }
      const year = body.slipDate.slice(0, 4);
      const slipNo = formatDocumentNumber('GS', year, await nextDocumentNumber(trx, 'gas-slip', year));
      const g = await trx
        .insertInto('motorpool_gas_slips')
        .values({
          slip_no: slipNo,
          slip_date: body.slipDate,
          vehicle_id: body.vehicleId,
          driver_id: body.driverId,
          trip_ticket_id: body.tripTicketId,
          gas_station: body.gasStation,
          fuel_type: body.fuelType,
          liters: body.liters,
          price_per_liter: body.pricePerLiter,
          with_container: body.withContainer,
          purpose: body.purpose,
          created_by: user.id,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await recordAudit(trx, actor, {
        entityType: 'motorpool-gas-slip',
        entityId: g.id,
        action: 'issued',
        newValues: { slipNo, ...body },
      });
      return g.id;
    });
    reply.code(201);
    return slipById(db, id);
  },
});
