import { z } from 'zod';
import { endpoint } from '../../http.ts';
import { searchText } from '../../primitives.ts';
import { VEHICLE_STATUSES } from '../common.ts';
import { vehicleSchema } from './vehicle.ts';

export const listVehiclesEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/isd/motor-pool/vehicles',
  summary: 'The motor pool vehicles with their assigned driver, odometer and next service due.',
  query: z.object({ status: z.enum(VEHICLE_STATUSES).optional(), search: searchText(60).optional() }),
  response: z.array(vehicleSchema),
});
