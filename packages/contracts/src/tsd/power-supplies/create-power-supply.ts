import { endpoint } from '../../http.ts';
import { powerSupplyFields, powerSupplySchema } from './power-supply.ts';

export const createPowerSupplyEndpoint = endpoint({
  method: 'POST',
  path: '/api/tsd/powerSupplies',
  summary: "Enters a day's energy (kWh) and peak demand (kW) of a supplier's metering point (once per day and point).",
  body: powerSupplyFields,
  response: powerSupplySchema,
});
