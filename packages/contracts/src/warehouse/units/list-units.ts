import { z } from 'zod';
import { endpoint } from '../../http.ts';
import { unitSchema } from './unit.ts';

export const listUnitsEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/isd/warehouse/units',
  summary: 'Units of measure of materials, by code.',
  response: z.array(unitSchema),
});
