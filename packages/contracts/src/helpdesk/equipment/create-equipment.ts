import { endpoint } from '../../http.ts';
import { equipmentDetailSchema, equipmentFieldsSchema } from './equipment.ts';

export const createEquipmentEndpoint = endpoint({
  method: 'POST',
  path: '/api/v2/cpd/it-equipment',
  summary: 'Adds a piece of IT equipment (property numbers unique); give it to an employee with a transfer.',
  body: equipmentFieldsSchema,
  response: equipmentDetailSchema,
});
