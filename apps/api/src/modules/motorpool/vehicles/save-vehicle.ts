// The checks and stored fields create and update share.
import { MOTORPOOL_MESSAGES } from '@ilaw/contracts/motorpool/common';
import type { createVehicleEndpoint } from '@ilaw/contracts/motorpool/vehicles/create-vehicle';
import type { Transaction } from 'kysely';
import type { Database } from '../../../platform/db/schema.ts';
import type { InputOf } from '../../../platform/http/define-route.ts';
import { fieldError } from '../../../platform/http/errors.ts';

export type VehicleBody = InputOf<typeof createVehicleEndpoint>['body'];

export async function assertDriver(trx: Transaction<Database>, driverId: number | null, field = 'assignedDriverId') {
  if (driverId === null) return;
  const e = await trx.selectFrom('employees').select('id').where('id', '=', driverId).executeTakeFirst();
  if (!e) throw fieldError(field, MOTORPOOL_MESSAGES.driverNotFound);
}

export function storedVehicle(body: VehicleBody) {
  return {
    vehicle_no: body.vehicleNo,
    plate_no: body.plateNo.toUpperCase(),
    name: body.name,
    classification: body.classification,
    rfid: body.rfid,
    assigned_driver_id: body.assignedDriverId,
    date_acquired: body.dateAcquired,
    status: body.status,
  };
}

export const DUPLICATE_VEHICLE = [
  { constraint: 'motorpool_vehicles_vehicle_no_key', message: MOTORPOOL_MESSAGES.duplicateVehicle, field: 'vehicleNo' },
  { constraint: 'motorpool_vehicles_plate_no_key', message: MOTORPOOL_MESSAGES.duplicateVehicle, field: 'plateNo' },
];
