import { z } from 'zod';
import { endpoint } from '../../http.ts';
import { locationSchema } from './location.ts';

export const listLocationsEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/isd/warehouse/locations',
  summary: 'Warehouses and stock locations, by branch then code.',
  response: z.array(locationSchema),
});
