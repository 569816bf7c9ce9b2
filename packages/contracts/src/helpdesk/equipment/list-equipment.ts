import { z } from 'zod';
import { endpoint, pagedOf, pagingQuery } from '../../http.ts';
import { id, searchText } from '../../primitives.ts';
import { EQUIPMENT_STATUSES, equipmentSchema } from './equipment.ts';

export const listEquipmentEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/cpd/it-equipment',
  summary: 'IT equipment by status, accountable employee or search (property no., kind, brand, serial).',
  query: pagingQuery.extend({
    status: z.enum(EQUIPMENT_STATUSES).optional(),
    employeeId: id().optional(),
    search: searchText(100).optional(),
  }),
  response: pagedOf(equipmentSchema),
});
