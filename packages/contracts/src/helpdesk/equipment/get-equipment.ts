import { endpoint, idParam } from '../../http.ts';
import { equipmentDetailSchema } from './equipment.ts';

export const getEquipmentEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/cpd/it-equipment/{id}',
  summary: 'One piece of equipment with its ownership history and its help-desk requests.',
  params: idParam,
  response: equipmentDetailSchema,
});
