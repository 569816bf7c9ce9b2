import { EQUIPMENT_MESSAGES } from '@ilaw/contracts/helpdesk/equipment/equipment';
import type { createEquipmentEndpoint } from '@ilaw/contracts/helpdesk/equipment/create-equipment';
import type { InputOf } from '../../../platform/http/define-route.ts';

export const EQUIPMENT_LOCK = 'it-equipment';

export function storedEquipment(body: InputOf<typeof createEquipmentEndpoint>['body']) {
  return {
    property_no: body.propertyNo,
    kind: body.kind,
    brand_model: body.brandModel,
    specs: body.specs,
    serial_no: body.serialNo,
    acquisition_date: body.acquisitionDate,
    acquisition_cost: body.acquisitionCost,
    condition: body.condition,
    location: body.location,
  };
}

export const DUPLICATE_EQUIPMENT = {
  constraint: 'it_equipment_property_no_key',
  message: EQUIPMENT_MESSAGES.duplicate,
  field: 'propertyNo',
};
