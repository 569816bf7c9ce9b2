import { listEquipmentEndpoint } from '@ilaw/contracts/helpdesk/equipment/list-equipment';
import { paginate } from '../../../platform/db/paging.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { IT_PERSONNEL } from '../access.ts';
import { filteredEquipment, toEquipment } from './equipment-queries.ts';

export const listEquipment = defineRoute({
  endpoint: listEquipmentEndpoint,
  access: IT_PERSONNEL,
  handler: ({ query, db }) => paginate(filteredEquipment(db, query), query, toEquipment),
});
