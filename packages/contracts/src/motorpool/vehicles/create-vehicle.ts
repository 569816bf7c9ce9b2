import { endpoint } from '../../http.ts';
import { vehicleFieldsSchema, vehicleSchema } from './vehicle.ts';

export const createVehicleEndpoint = endpoint({
  method: 'POST',
  path: '/api/v2/isd/motor-pool/vehicles',
  summary: 'Adds a vehicle (vehicle and plate numbers unique).',
  body: vehicleFieldsSchema,
  response: vehicleSchema,
});
