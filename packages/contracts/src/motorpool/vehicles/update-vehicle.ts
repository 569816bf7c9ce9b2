import { endpoint, idParam } from '../../http.ts';
import { vehicleFieldsSchema, vehicleSchema } from './vehicle.ts';

export const updateVehicleEndpoint = endpoint({
  method: 'PUT',
  path: '/api/v2/isd/motor-pool/vehicles/{id}',
  summary: 'Changes a vehicle: driver assigned, status (a disposed vehicle is kept), identifiers.',
  params: idParam,
  body: vehicleFieldsSchema,
  response: vehicleSchema,
});
