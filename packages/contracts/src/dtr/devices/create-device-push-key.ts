import { endpoint, idParam } from '../../http.ts';
import { devicePushKeySchema } from './biometric-device.ts';

export const createDevicePushKeyEndpoint = endpoint({
  method: 'POST',
  path: '/api/v2/isd/hr/biometric-devices/{id}/push-key',
  summary:
    "Generate the device's push key (replacing any earlier one, which stops working at once); the key is shown only in this answer.",
  params: idParam,
  response: devicePushKeySchema,
});
