import { deleteDevicePushKeyEndpoint } from '@ilaw/contracts/dtr/devices/delete-device-push-key';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { changeDevice, toDevice } from './device-queries.ts';

const HR = anyRole('Employee');

export const deleteDevicePushKey = defineRoute({
  endpoint: deleteDevicePushKeyEndpoint,
  access: HR,
  async handler({ params, db, actor }) {
    const after = await changeDevice(db, actor, params.id, 'push-key-removed', () => ({
      push_key_hash: null,
      push_key_set_at: null,
    }));
    return toDevice(after);
  },
});
