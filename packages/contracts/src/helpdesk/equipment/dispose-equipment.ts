import { endpoint, idParam } from '../../http.ts';
import { disposeEquipmentBody, equipmentDetailSchema } from './equipment.ts';

export const disposeEquipmentEndpoint = endpoint({
  method: 'POST',
  path: '/api/v2/cpd/it-equipment/{id}/disposal',
  summary: 'Disposes of the equipment with a date and reason; it stays on file, its accountability ends.',
  params: idParam,
  body: disposeEquipmentBody,
  response: equipmentDetailSchema,
});
