import { updateDeviceEndpoint } from '@ilaw/contracts/dtr/devices/update-device';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { addressList, changeDevice, deviceTaken, toDevice } from './device-queries.ts';

const HR = anyRole('Employee');

export const updateDevice = defineRoute({
  endpoint: updateDeviceEndpoint,
  access: HR,
  async handler({ params, body, db, actor }) {
    try {
      const after = await changeDevice(db, actor, params.id, 'updated', () => ({
        serial_number: body.serialNumber,
        name: body.name,
        location: body.location,
        is_active: body.isActive,
        allowed_addresses: addressList(body.allowedAddresses),
      }));
      return toDevice(after);
    } catch (err) {
      return deviceTaken(err);
    }
  },
});
