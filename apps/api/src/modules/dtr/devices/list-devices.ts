import { listDevicesEndpoint } from '@ilaw/contracts/dtr/devices/list-devices';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { toDevice } from './device-queries.ts';

const HR = anyRole('Employee');

export const listDevices = defineRoute({
  endpoint: listDevicesEndpoint,
  access: HR,
  async handler({ db }) {
    return (await db.selectFrom('biometric_devices').selectAll().orderBy('name').execute()).map(toDevice);
  },
});
