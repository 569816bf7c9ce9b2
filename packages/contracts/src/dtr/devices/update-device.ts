import { endpoint, idParam } from '../../http.ts';
import { biometricDeviceSchema, deviceFields } from './biometric-device.ts';

export const updateDeviceEndpoint = endpoint({
  method: 'PUT',
  path: '/api/v2/isd/hr/biometric-devices/{id}',
  summary: 'Edit or deactivate a biometric device, or change the addresses it may push from.',
  params: idParam,
  body: deviceFields,
  response: biometricDeviceSchema,
});
