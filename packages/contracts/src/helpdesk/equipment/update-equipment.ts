import { endpoint, idParam } from '../../http.ts';
import { equipmentDetailSchema, equipmentFieldsSchema } from './equipment.ts';

export const updateEquipmentEndpoint = endpoint({
  method: 'PUT',
  path: '/api/v2/cpd/it-equipment/{id}',
  summary: 'Changes the equipment record (condition, location, specs ...); not once disposed.',
  params: idParam,
  body: equipmentFieldsSchema,
  response: equipmentDetailSchema,
});
