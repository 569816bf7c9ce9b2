import { endpoint } from '../../http.ts';
import { nonPowerTypeFields, nonPowerTypeSchema } from './non-power.ts';

export const createNonPowerTypeEndpoint = endpoint({
  method: 'POST',
  path: '/api/v2/fsd/billing/non-power-bill-types',
  summary: 'Adds a non-power bill type.',
  body: nonPowerTypeFields,
  response: nonPowerTypeSchema,
});
