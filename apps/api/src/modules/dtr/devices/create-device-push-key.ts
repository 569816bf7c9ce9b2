import { createDevicePushKeyEndpoint } from '@ilaw/contracts/dtr/devices/create-device-push-key';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { newPushKey, pushKeyHash } from './device-access.ts';
import { changeDevice, toDevice } from './device-queries.ts';

const HR = anyRole('Employee');

export const createDevicePushKey = defineRoute({
  endpoint: createDevicePushKeyEndpoint,
  access: HR,
  async handler({ params, db, actor, services }) {
    const pushKey = newPushKey();
    // The audit entry shows that the key changed (and when), never the key.
    const after = await changeDevice(db, actor, params.id, 'push-key-generated', () => ({
      push_key_hash: pushKeyHash(pushKey),
      push_key_set_at: new Date(),
    }));
    const base = services.config.publicUrl;
    return {
      device: toDevice(after),
      pushKey,
      serverAddress: `${base}/adms/${pushKey}`,
      queryExample: `${base}/iclock/cdata?SN=${encodeURIComponent(after.serial_number)}&key=${pushKey}`,
    };
  },
});
