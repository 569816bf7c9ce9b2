import { createVehicleEndpoint } from '@ilaw/contracts/motorpool/vehicles/create-vehicle';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { duplicateToConflict } from '../../../platform/posting/database-conflicts.ts';
import { MOTORPOOL } from '../access.ts';
import { vehicleById } from './vehicle-queries.ts';
import { assertDriver, DUPLICATE_VEHICLE, storedVehicle } from './save-vehicle.ts';

export const createVehicle = defineRoute({
  endpoint: createVehicleEndpoint,
  access: MOTORPOOL,
  async handler({ body, db, actor, reply }) {
    const id = await db.transaction().execute(async (trx) => {
      await assertDriver(trx, body.assignedDriverId);
      const v = await trx
        .insertInto('motorpool_vehicles')
        .values(storedVehicle(body))
        .returning('id')
        .executeTakeFirstOrThrow()
        .catch(duplicateToConflict(...DUPLICATE_VEHICLE));
      await recordAudit(trx, actor, {
        entityType: 'motorpool-vehicle',
        entityId: v.id,
        action: 'created',
        newValues: storedVehicle(body),
      });
      return v.id;
    });
    reply.code(201);
    return vehicleById(db, id);
  },
});
