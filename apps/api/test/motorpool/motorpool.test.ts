// The motor pool through the API: vehicles, trip tickets approved through the engine without
// overlaps for a vehicle or driver, closed with the odometer; gas slips with counted prints and km
// per liter; maintenance with next-service alerts; the status board; and the refusals.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { OWN_RECORD_DECISION, OWN_REQUEST } from '@ilaw/contracts/approvals/requests/approval-request';
import { decideApprovalEndpoint } from '@ilaw/contracts/approvals/requests/decide-approval-request';
import { MOTORPOOL_MESSAGES } from '@ilaw/contracts/motorpool/common';
import { createGasSlipEndpoint } from '@ilaw/contracts/motorpool/gas-slips/create-gas-slip';
import { getGasSlipEndpoint } from '@ilaw/contracts/motorpool/gas-slips/get-gas-slip';
import { listGasSlipsEndpoint } from '@ilaw/contracts/motorpool/gas-slips/list-gas-slips';
import { printGasSlipEndpoint } from '@ilaw/contracts/motorpool/gas-slips/print-gas-slip';
import { createMaintenanceEndpoint } from '@ilaw/contracts/motorpool/maintenance/create-maintenance';
import { listMaintenanceEndpoint } from '@ilaw/contracts/motorpool/maintenance/list-maintenance';
import { getStatusBoardEndpoint } from '@ilaw/contracts/motorpool/status-board/get-status-board';
import { cancelTripTicketEndpoint } from '@ilaw/contracts/motorpool/trip-tickets/cancel-trip-ticket';
import { closeTripTicketEndpoint } from '@ilaw/contracts/motorpool/trip-tickets/close-trip-ticket';
import { createTripTicketEndpoint } from '@ilaw/contracts/motorpool/trip-tickets/create-trip-ticket';
import { getTripTicketEndpoint } from '@ilaw/contracts/motorpool/trip-tickets/get-trip-ticket';
import { listTripTicketsEndpoint } from '@ilaw/contracts/motorpool/trip-tickets/list-trip-tickets';
import { TRIP_STATUS, type TripTicket } from '@ilaw/contracts/motorpool/trip-tickets/trip-ticket';
import { createVehicleEndpoint } from '@ilaw/contracts/motorpool/vehicles/create-vehicle';
import { listVehiclesEndpoint } from '@ilaw/contracts/motorpool/vehicles/list-vehicles';
import { updateVehicleEndpoint } from '@ilaw/contracts/motorpool/vehicles/update-vehicle';
import { sql } from 'kysely';
import { manilaLocal } from '../../src/modules/motorpool/compute/motorpool-rules.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { newTrip, newVehicle, setUpMotorPool, tripFields, vehicleFields, type MotorPool } from './motorpool-support.ts';

let t: TestApp;
let m: MotorPool;
before(async () => {
  t = await createTestApp();
  m = await setUpMotorPool(t);
});
after(() => t?.close());

const errorsOf = (body: unknown) => Object.values((body as { errors: Record<string, string[]> }).errors).flat();
const approve = (who: MotorPool['clerk'], trip: TripTicket) =>
  who.send(decideApprovalEndpoint, {
    params: { id: trip.approval!.requestId },
    body: { approve: true, remarks: null },
  });

describe('vehicles', () => {
  test('added, listed, changed and disposed (kept); plates are unique', async () => {
    const v = await newVehicle(m, { assignedDriverId: m.drivers[0]! });
    assert.equal(v.status, 'Active');
    assert.ok(v.assignedDriver);
    const dup = await m.clerk.send(createVehicleEndpoint, { body: vehicleFields({ plateNo: v.plateNo }) });
    assert.equal(dup.status, 409);
    assert.ok(errorsOf(dup.body).includes(MOTORPOOL_MESSAGES.duplicateVehicle));
    const disposed = await m.clerk.call(updateVehicleEndpoint, {
      params: { id: v.id },
      body: vehicleFields({ vehicleNo: v.vehicleNo, plateNo: v.plateNo, status: 'Disposed' }),
    });
    assert.equal(disposed.status, 'Disposed');
    const listed = await m.clerk.call(listVehiclesEndpoint, { query: { search: v.vehicleNo } });
    assert.deepEqual(
      listed.map((x) => x.status),
      ['Disposed'],
    );
    const refused = await m.clerk.send(createTripTicketEndpoint, { body: tripFields(v.id, m.drivers[0]!) });
    assert.equal(refused.status, 409);
    assert.ok(errorsOf(refused.body).includes(MOTORPOOL_MESSAGES.vehicleNotActive));
  });

  test('only the motor pool', async () => {
    assert.equal((await m.staff.send(listVehiclesEndpoint, { query: {} })).status, 403);
    assert.equal((await m.staff.send(createVehicleEndpoint, { body: vehicleFields() })).status, 403);
    assert.equal((await m.staff.send(getStatusBoardEndpoint)).status, 403);
    assert.equal((await m.staff.send(listTripTicketsEndpoint, { query: {} })).status, 403);
  });
});

describe('trip tickets', () => {
  test('approved by another officer, never by its preparer or its driver; closed once with the odometer', async () => {
    const v = await newVehicle(m);
    const trip = await newTrip(m, v.id, m.drivingOfficerEmployee);
    assert.match(trip.tripNo, /^TT-2026-\d{6}$/);
    assert.equal(trip.status, TRIP_STATUS.Pending.value);
    const own = await approve(m.clerk, trip);
    assert.equal(own.status, 403);
    assert.ok(errorsOf(own.body).includes(OWN_REQUEST.approve));
    const driver = await approve(m.drivingOfficer, trip);
    assert.equal(driver.status, 403);
    assert.ok(errorsOf(driver.body).includes(OWN_RECORD_DECISION.approve));
    // A pending trip is not closed.
    const early = await m.clerk.send(closeTripTicketEndpoint, {
      params: { id: trip.id },
      body: { actualStart: '2026-03-02T08:05', actualEnd: '2026-03-02T11:50', odometerOut: 1000, odometerIn: 1120 },
    });
    assert.equal(early.status, 409);
    assert.equal((await approve(m.approver, trip)).status, 200);
    const backwards = await m.clerk.send(closeTripTicketEndpoint, {
      params: { id: trip.id },
      body: { actualStart: '2026-03-02T08:05', actualEnd: '2026-03-02T11:50', odometerOut: 1000, odometerIn: 990 },
    });
    assert.equal(backwards.status, 400);
    assert.ok(errorsOf(backwards.body).includes(MOTORPOOL_MESSAGES.odometerBackwards));
    // Fuel of the trip.
    const slip = await m.clerk.call(createGasSlipEndpoint, {
      body: {
        slipDate: '2026-03-02',
        vehicleId: v.id,
        driverId: m.drivingOfficerEmployee,
        tripTicketId: trip.id,
        gasStation: 'Petron San Jose',
        fuelType: 'Diesel',
        liters: '10.00',
        pricePerLiter: '58.75',
        withContainer: false,
        purpose: `Trip ${trip.tripNo}`,
      },
    });
    assert.equal(slip.amount, '587.50');
    assert.equal(slip.litersInWords, 'Ten liters');
    const closed = await m.clerk.call(closeTripTicketEndpoint, {
      params: { id: trip.id },
      body: { actualStart: '2026-03-02T08:05', actualEnd: '2026-03-02T11:50', odometerOut: 1000, odometerIn: 1120 },
    });
    assert.equal(closed.status, TRIP_STATUS.Closed.value);
    assert.equal(closed.distanceKm, 120);
    assert.equal(closed.liters, '10.00');
    assert.equal(closed.kmPerLiter, '12.00');
    assert.equal(closed.actualEnd, '2026-03-02T11:50');
    const again = await m.clerk.send(closeTripTicketEndpoint, {
      params: { id: trip.id },
      body: { actualStart: '2026-03-02T08:05', actualEnd: '2026-03-02T11:50', odometerOut: 1000, odometerIn: 1120 },
    });
    assert.equal(again.status, 409);
    assert.ok(errorsOf(again.body).includes(MOTORPOOL_MESSAGES.alreadyClosed));
    const vehicle = (await m.clerk.call(listVehiclesEndpoint, { query: { search: v.vehicleNo } }))[0]!;
    assert.equal(vehicle.odometer, 1120);
  });

  test('no overlapping approved trips for one vehicle or one driver', async () => {
    const v = await newVehicle(m);
    const other = await newVehicle(m);
    const first = await newTrip(m, v.id, m.drivers[1]!, {
      scheduledStart: '2026-04-06T08:00',
      scheduledEnd: '2026-04-06T12:00',
    });
    // Two pending overlapping tickets may wait; the approval decides.
    const second = await newTrip(m, v.id, m.drivers[2]!, {
      scheduledStart: '2026-04-06T11:00',
      scheduledEnd: '2026-04-06T15:00',
    });
    assert.equal((await approve(m.approver, first)).status, 200);
    const refused = await approve(m.approver, second);
    assert.equal(refused.status, 409);
    assert.ok(errorsOf(refused.body).includes(MOTORPOOL_MESSAGES.vehicleTaken(first.tripNo)));
    const still = await m.clerk.call(getTripTicketEndpoint, { params: { id: second.id } });
    assert.equal(still.status, TRIP_STATUS.Pending.value);
    // New tickets against an approved trip are refused at once: the vehicle, or the driver elsewhere.
    const sameVehicle = await m.clerk.send(createTripTicketEndpoint, {
      body: tripFields(v.id, m.drivers[2]!, { scheduledStart: '2026-04-06T09:00', scheduledEnd: '2026-04-06T10:00' }),
    });
    assert.equal(sameVehicle.status, 409);
    const sameDriver = await m.clerk.send(createTripTicketEndpoint, {
      body: tripFields(other.id, m.drivers[1]!, {
        scheduledStart: '2026-04-06T11:59',
        scheduledEnd: '2026-04-06T13:00',
      }),
    });
    assert.equal(sameDriver.status, 409);
    assert.ok(errorsOf(sameDriver.body).includes(MOTORPOOL_MESSAGES.driverTaken(first.tripNo)));
    // Back to back is fine.
    const after = await newTrip(m, v.id, m.drivers[1]!, {
      scheduledStart: '2026-04-06T12:00',
      scheduledEnd: '2026-04-06T13:00',
    });
    assert.equal(after.status, TRIP_STATUS.Pending.value);
    // Cancelled, the time is free again and the waiting ticket is approved.
    await m.clerk.call(cancelTripTicketEndpoint, {
      params: { id: first.id },
      body: { reason: 'Typhoon signal no. 2.' },
    });
    assert.equal((await approve(m.approver, still)).status, 200);
    const cancelAgain = await m.clerk.send(cancelTripTicketEndpoint, {
      params: { id: first.id },
      body: { reason: 'x' },
    });
    assert.equal(cancelAgain.status, 409);
    const list = await m.clerk.call(listTripTicketsEndpoint, { query: { vehicleId: v.id } });
    assert.equal(list.total, 3);
  });

  test('the form is checked', async () => {
    const v = await newVehicle(m);
    const backwards = await m.clerk.send(createTripTicketEndpoint, {
      body: tripFields(v.id, m.drivers[0]!, { scheduledStart: '2026-05-01T10:00', scheduledEnd: '2026-05-01T09:00' }),
    });
    assert.equal(backwards.status, 400);
    const badTime = await m.clerk.send(createTripTicketEndpoint, {
      body: tripFields(v.id, m.drivers[0]!, { scheduledStart: '2026-02-30T10:00' }),
    });
    assert.equal(badTime.status, 400);
    const noDriver = await m.clerk.send(createTripTicketEndpoint, { body: tripFields(v.id, 999_999) });
    assert.equal(noDriver.status, 400);
    assert.ok(errorsOf(noDriver.body).includes(MOTORPOOL_MESSAGES.driverNotFound));
  });
});

describe('fuel and maintenance', () => {
  test('every print of a gas slip is counted; an issued slip is never edited, even by SQL', async () => {
    const v = await newVehicle(m);
    const slip = await m.clerk.call(createGasSlipEndpoint, {
      body: {
        slipDate: '2026-03-03',
        vehicleId: v.id,
        driverId: m.drivers[0]!,
        tripTicketId: null,
        gasStation: 'Shell Magsaysay',
        fuelType: 'Gasoline',
        liters: '25.5',
        pricePerLiter: '62.40',
        withContainer: true,
        purpose: 'Generator set',
      },
    });
    assert.match(slip.slipNo, /^GS-2026-\d{6}$/);
    assert.equal(slip.litersInWords, 'Twenty-five and 50/100 liters');
    assert.equal(slip.printCount, 0);
    assert.equal((await m.clerk.call(printGasSlipEndpoint, { params: { id: slip.id } })).printCount, 1);
    assert.equal((await m.clerk.call(printGasSlipEndpoint, { params: { id: slip.id } })).printCount, 2);
    const audit = await t.running.services.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity_type', '=', 'motorpool-gas-slip')
      .where('entity_id', '=', String(slip.id))
      .orderBy('id')
      .execute();
    assert.deepEqual(
      audit.map((a) => a.action),
      ['issued', 'printed', 'reprinted'],
    );
    await assert.rejects(
      sql`UPDATE motorpool_gas_slips SET liters = 99 WHERE id = ${slip.id}`.execute(t.running.services.db),
      /issued gas slips cannot be changed/,
    );
    assert.equal((await m.clerk.call(getGasSlipEndpoint, { params: { id: slip.id } })).printCount, 2);
    const listed = await m.clerk.call(listGasSlipsEndpoint, { query: { vehicleId: v.id } });
    assert.equal(listed.total, 1);
  });

  test('the next service is due by date or mileage; the status board shows it with where the vehicle is', async () => {
    const v = await newVehicle(m);
    const oil = await m.clerk.call(createMaintenanceEndpoint, {
      body: {
        vehicleId: v.id,
        kind: 'Oil',
        serviceDate: '2026-01-10',
        mileage: 5000,
        nextServiceDate: '2099-01-10',
        nextServiceMileage: 5400,
        cost: '3200.00',
        serviceCenter: 'Mindoro Motor Works',
        servicesPerformed: 'Change oil and filter',
        performedBy: null,
      },
    });
    assert.match(oil.refNo, /^MR-2026-\d{6}$/);
    // The odometer is at 5,000 km: 400 km left is within the warning.
    assert.equal(oil.dueState, 'DueSoon');
    const battery = await m.clerk.call(createMaintenanceEndpoint, {
      body: {
        vehicleId: v.id,
        kind: 'Battery',
        serviceDate: '2024-01-10',
        mileage: 1000,
        nextServiceDate: '2025-01-10',
        nextServiceMileage: null,
        cost: '6500',
        serviceCenter: null,
        servicesPerformed: 'Replace battery',
        performedBy: 'Motor pool',
      },
    });
    assert.equal(battery.dueState, 'Overdue');
    const bad = await m.clerk.send(createMaintenanceEndpoint, {
      body: {
        vehicleId: v.id,
        kind: 'Tires',
        serviceDate: '2026-01-10',
        mileage: 5000,
        nextServiceDate: '2025-01-10',
        nextServiceMileage: null,
        cost: '0',
        serviceCenter: null,
        servicesPerformed: 'Rotate',
        performedBy: null,
      },
    });
    assert.equal(bad.status, 400);
    const batteries = await m.clerk.call(listMaintenanceEndpoint, { query: { vehicleId: v.id, kind: 'Battery' } });
    assert.deepEqual(
      batteries.data.map((x) => x.refNo),
      [battery.refNo],
    );
    // A trip running now.
    const now = Date.now();
    const trip = await newTrip(m, v.id, m.drivers[0]!, {
      scheduledStart: manilaLocal(new Date(now - 3_600_000)),
      scheduledEnd: manilaLocal(new Date(now + 3 * 3_600_000)),
      destination: 'Rizal',
    });
    assert.equal((await approve(m.approver, trip)).status, 200);
    const board = await m.clerk.call(getStatusBoardEndpoint);
    const row = board.vehicles.find((x) => x.vehicleId === v.id)!;
    assert.equal(row.state, 'OnTrip');
    assert.equal(row.tripNo, trip.tripNo);
    assert.equal(row.destination, 'Rizal');
    assert.equal(row.serviceDue, 'Overdue');
    assert.match(row.serviceDueText ?? '', /^Battery: Jan 10, 2025/);
  });
});
