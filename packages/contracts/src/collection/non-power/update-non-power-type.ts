import { endpoint, idParam } from '../../http.ts';
import { nonPowerTypeFields, nonPowerTypeSchema } from './non-power.ts';

export const updateNonPowerTypeEndpoint = endpoint({
  method: 'PUT',
  path: '/api/v2/fsd/billing/non-power-bill-types/{id}',
  summary: 'Changes a non-power bill type (bills already made keep their amounts).',
  params: idParam,
  body: nonPowerTypeFields,
  response: nonPowerTypeSchema,
});
