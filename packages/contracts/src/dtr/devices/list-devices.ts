import { z } from 'zod';
import { endpoint } from '../../http.ts';
import { biometricDeviceSchema } from './biometric-device.ts';

export const listDevicesEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/isd/hr/biometric-devices',
  summary:
    'Registered biometric devices. Only an active device may push, and only with its push key and/or from its allowed addresses.',
  response: z.array(biometricDeviceSchema),
});
