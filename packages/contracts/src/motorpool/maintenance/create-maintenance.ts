import { endpoint } from '../../http.ts';
import { maintenanceFieldsSchema, maintenanceSchema } from './maintenance.ts';

export const createMaintenanceEndpoint = endpoint({
  method: 'POST',
  path: '/api/v2/isd/motor-pool/maintenance',
  summary: "Records a service of a vehicle ('MR-2026-000001') with the next service due by date or mileage.",
  body: maintenanceFieldsSchema,
  response: maintenanceSchema,
});
