import { getEquipmentEndpoint } from '@ilaw/contracts/helpdesk/equipment/get-equipment';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { IT_PERSONNEL } from '../access.ts';
import { equipmentDetail } from './equipment-queries.ts';

export const getEquipment = defineRoute({
  endpoint: getEquipmentEndpoint,
  access: IT_PERSONNEL,
  handler: ({ params, db }) => equipmentDetail(db, params.id),
});
