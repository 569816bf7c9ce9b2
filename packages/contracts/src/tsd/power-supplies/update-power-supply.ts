import { endpoint, idParam } from '../../http.ts';
import { powerSupplyFields, powerSupplySchema } from './power-supply.ts';

export const updatePowerSupplyEndpoint = endpoint({
  method: 'PUT',
  path: '/api/tsd/powerSupplies/{id}',
  summary: "Corrects a day's energy and peak demand.",
  params: idParam,
  body: powerSupplyFields,
  response: powerSupplySchema,
});
