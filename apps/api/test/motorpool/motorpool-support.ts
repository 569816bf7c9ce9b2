// A motor pool set-up through the API: two motor pool officers (one prepares, the other approves),
// drivers (one of them an officer's own employee record), and a vehicle per test.
import { createVehicleEndpoint } from '@ilaw/contracts/motorpool/vehicles/create-vehicle';
import type { VehicleFields } from '@ilaw/contracts/motorpool/vehicles/vehicle';
import { createTripTicketEndpoint } from '@ilaw/contracts/motorpool/trip-tickets/create-trip-ticket';
import type { TripTicketFields } from '@ilaw/contracts/motorpool/trip-tickets/trip-ticket';
import { newEmployee, uniqueTag } from '../support/fixtures.ts';
import type { TestApp, TestClient } from '../support/test-app.ts';

type User = TestClient & { userId: number };

export interface MotorPool {
  clerk: User;
  approver: User;
  /** A MotorPool officer who is also a driver (their own employee record). */
  drivingOfficer: User;
  drivingOfficerEmployee: number;
  staff: User;
  drivers: number[];
}

export async function setUpMotorPool(t: TestApp): Promise<MotorPool> {
  const hr = await t.userWithRoles(['Employee']);
  const drivingOfficer = await t.userWithRoles(['MotorPool']);
  const drivers: number[] = [];
  for (let i = 0; i < 3; i += 1) drivers.push((await newEmployee(hr)).id);
  return {
    clerk: await t.userWithRoles(['MotorPool']),
    approver: await t.userWithRoles(['MotorPool']),
    drivingOfficer,
    drivingOfficerEmployee: (await newEmployee(hr, { userId: drivingOfficer.userId })).id,
    staff: await t.userWithRoles([]),
    drivers,
  };
}

export function vehicleFields(fields: Partial<VehicleFields> = {}): VehicleFields {
  const tag = uniqueTag();
  return {
    vehicleNo: `MP-${tag}`,
    plateNo: `P${tag}`,
    name: 'Toyota Hilux',
    classification: 'Pick-up',
    rfid: null,
    assignedDriverId: null,
    dateAcquired: '2020-01-15',
    status: 'Active',
    ...fields,
  };
}

export function newVehicle(m: MotorPool, fields: Partial<VehicleFields> = {}) {
  return m.clerk.call(createVehicleEndpoint, { body: vehicleFields(fields) });
}

export function tripFields(
  vehicleId: number,
  driverId: number,
  fields: Partial<TripTicketFields> = {},
): TripTicketFields {
  return {
    vehicleId,
    driverId,
    passengers: 'Line crew A',
    destination: 'Magsaysay substation',
    purpose: 'Transformer inspection',
    scheduledStart: '2026-03-02T08:00',
    scheduledEnd: '2026-03-02T12:00',
    isOperation: true,
    isOutOfCoverage: false,
    ...fields,
  };
}

export function newTrip(m: MotorPool, vehicleId: number, driverId: number, fields: Partial<TripTicketFields> = {}) {
  return m.clerk.call(createTripTicketEndpoint, { body: tripFields(vehicleId, driverId, fields) });
}
