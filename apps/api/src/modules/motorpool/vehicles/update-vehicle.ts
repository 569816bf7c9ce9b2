import { MOTORPOOL_MESSAGES } from '@ilaw/contracts/motorpool/common';
import { updateVehicleEndpoint } from '@ilaw/contracts/motorpool/vehicles/update-vehicle';
import { diff, recordAudit } from '../../../platform/audit/audit-trail.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { notFound } from '../../../platform/http/errors.ts';
import { duplicateToConflict } from '../../../platform/posting/database-conflicts.ts';
import { lockSubject } from '../../../platform/posting/subject-lock.ts';
import { MOTORPOOL } from '../access.ts';
import { VEHICLE_LOCK } from '../trip-tickets/trip-locks.ts';
import { vehicleById } from './vehicle-queries.ts';
import { assertDriver, DUPLICATE_VEHICLE, storedVehicle } from './save-vehicle.ts';

export const updateVehicle = defineRoute({
  endpoint: updateVehicleEndpoint,
  access: MOTORPOOL,
  async handler({ params, body, db, actor }) {
    await db.transaction().execute(async (trx) => {
      await lockSubject(trx, VEHICLE_LOCK, params.id);
      const before = await trx
        .selectFrom('motorpool_vehicles')
        .selectAll()
        .where('id', '=', params.id)
        .executeTakeFirst();
      if (!before) throw notFound(MOTORPOOL_MESSAGES.vehicleNotFound);
      await assertDriver(trx, body.assignedDriverId);
      const after = storedVehicle(body);
      await trx
        .updateTable('motorpool_vehicles')
        .set({ ...after, updated_at: new Date() })
        .where('id', '=', params.id)
        .execute()
        .catch(duplicateToConflict(...DUPLICATE_VEHICLE));
      const { oldValues, newValues } = diff(before, after);
      await recordAudit(trx, actor, {
        entityType: 'motorpool-vehicle',
        entityId: params.id,
        action: 'updated',
        oldValues,
        newValues,
      });
    });
    return vehicleById(db, params.id);
  },
});
