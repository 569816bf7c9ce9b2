// A service of a vehicle by kind, with the next one due by date or mileage; the vehicle's odometer
// moves up to the service mileage (never down).
import { MOTORPOOL_MESSAGES } from '@ilaw/contracts/motorpool/common';
import { createMaintenanceEndpoint } from '@ilaw/contracts/motorpool/maintenance/create-maintenance';
import { sql } from 'kysely';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { fieldError } from '../../../platform/http/errors.ts';
import { formatDocumentNumber, nextDocumentNumber } from '../../../platform/numbering/document-numbers.ts';
import { lockSubject } from '../../../platform/posting/subject-lock.ts';
import { MOTORPOOL } from '../access.ts';
import { VEHICLE_LOCK } from '../trip-tickets/trip-locks.ts';
import { maintenanceById } from './maintenance-queries.ts';

export const createMaintenance = defineRoute({
  endpoint: createMaintenanceEndpoint,
  access: MOTORPOOL,
  async handler({ body, db, actor, user, reply }) {
    const id = await db.transaction().execute(async (trx) => {
      await lockSubject(trx, VEHICLE_LOCK, body.vehicleId);
      const v = await trx
        .selectFrom('motorpool_vehicles')
        .select('id')
        .where('id', '=', body.vehicleId)
        .executeTakeFirst();
      if (!v) throw fieldError('vehicleId', MOTORPOOL_MESSAGES.vehicleNotFound);
      const year = body.serviceDate.slice(0, 4);
      const refNo = formatDocumentNumber('MR', year, await nextDocumentNumber(trx, 'maintenance', year));
      const m = await trx
        .insertInto('motorpool_maintenance')
        .values({
          ref_no: refNo,
          vehicle_id: body.vehicleId,
          kind: body.kind,
          service_date: body.serviceDate,
          mileage: body.mileage,
          next_service_date: body.nextServiceDate,
          next_service_mileage: body.nextServiceMileage,
          cost: body.cost,
          service_center: body.serviceCenter,
          services_performed: body.servicesPerformed,
          performed_by: body.performedBy,
          created_by: user.id,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .updateTable('motorpool_vehicles')
        .set({ odometer: sql<number>`GREATEST(odometer, ${body.mileage}::int)`, updated_at: new Date() })
        .where('id', '=', body.vehicleId)
        .execute();
      await recordAudit(trx, actor, {
        entityType: 'motorpool-maintenance',
        entityId: m.id,
        action: 'created',
        newValues: { refNo, ...body },
      });
      return m.id;
    });
    reply.code(201);
    return maintenanceById(db, id);
  },
});
