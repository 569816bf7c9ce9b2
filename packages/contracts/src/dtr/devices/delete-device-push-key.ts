import { endpoint, idParam } from '../../http.ts';
import { biometricDeviceSchema } from './biometric-device.ts';

export const deleteDevicePushKeyEndpoint = endpoint({
  method: 'DELETE',
  path: '/api/v2/isd/hr/biometric-devices/{id}/push-key',
  summary: "Remove the device's push key: it is then accepted from its allowed addresses only.",
  params: idParam,
  response: biometricDeviceSchema,
});
