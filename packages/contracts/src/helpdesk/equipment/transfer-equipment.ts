import { endpoint, idParam } from '../../http.ts';
import { equipmentDetailSchema, transferEquipmentBody } from './equipment.ts';

export const transferEquipmentEndpoint = endpoint({
  method: 'POST',
  path: '/api/v2/cpd/it-equipment/{id}/transfers',
  summary: 'Makes an employee accountable from a date; the previous accountability ends the day before (history kept).',
  params: idParam,
  body: transferEquipmentBody,
  response: equipmentDetailSchema,
});
