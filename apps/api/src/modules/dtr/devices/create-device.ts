import { createDeviceEndpoint } from '@ilaw/contracts/dtr/devices/create-device';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { addressList, deviceTaken, toDevice } from './device-queries.ts';

const HR = anyRole('Employee');

export const createDevice = defineRoute({
  endpoint: createDeviceEndpoint,
  access: HR,
  async handler({ body, db, actor, reply }) {
    try {
      const row = await db.transaction().execute(async (trx) => {
        const d = await trx
          .insertInto('biometric_devices')
          .values({
            serial_number: body.serialNumber,
            name: body.name,
            location: body.location,
            is_active: body.isActive,
            allowed_addresses: addressList(body.allowedAddresses),
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        await recordAudit(trx, actor, {
          entityType: 'biometric-device',
          entityId: d.id,
          action: 'created',
          newValues: toDevice(d),
        });
        return d;
      });
      reply.code(201);
      return toDevice(row);
    } catch (err) {
      return deviceTaken(err);
    }
  },
});
