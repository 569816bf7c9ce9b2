import { z } from 'zod';
import { endpoint } from '../../http.ts';
import { nonPowerTypeSchema } from './non-power.ts';

export const listNonPowerTypesEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/fsd/billing/non-power-bill-types',
  summary: 'Non-power bill types (fees, installments, materials and services) with their GL account.',
  response: z.array(nonPowerTypeSchema),
});
