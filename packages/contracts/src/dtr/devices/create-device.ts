import { endpoint } from '../../http.ts';
import { biometricDeviceSchema, deviceFields } from './biometric-device.ts';

export const createDeviceEndpoint = endpoint({
  method: 'POST',
  path: '/api/v2/isd/hr/biometric-devices',
  summary:
    'Register a biometric device by serial number, with the addresses it may push from; generate its push key next.',
  body: deviceFields,
  response: biometricDeviceSchema,
});
