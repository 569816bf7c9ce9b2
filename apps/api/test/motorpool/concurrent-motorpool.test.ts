// Motor pool postings under concurrency (PostgreSQL: PGlite runs one transaction at a time):
// twenty overlapping trips of one vehicle approved at once give one approved trip; twenty
// identical closings close once; twenty prints count twenty.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { decideApprovalEndpoint } from '@ilaw/contracts/approvals/requests/decide-approval-request';
import { MOTORPOOL_MESSAGES } from '@ilaw/contracts/motorpool/common';
import { createGasSlipEndpoint } from '@ilaw/contracts/motorpool/gas-slips/create-gas-slip';
import { printGasSlipEndpoint } from '@ilaw/contracts/motorpool/gas-slips/print-gas-slip';
import { closeTripTicketEndpoint } from '@ilaw/contracts/motorpool/trip-tickets/close-trip-ticket';
import { TRIP_STATUS, type TripTicket } from '@ilaw/contracts/motorpool/trip-tickets/trip-ticket';
import { contractUrl } from '../support/contract-client.ts';
import { NEEDS_POSTGRES, TIMES, assertPostedOnce, statusCounts, together } from '../support/concurrency.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { newTrip, newVehicle, setUpMotorPool, type MotorPool } from './motorpool-support.ts';

describe('motor pool under concurrency', { skip: NEEDS_POSTGRES }, () => {
  let t: TestApp;
  let m: MotorPool;
  before(async () => {
    t = await createTestApp();
    m = await setUpMotorPool(t);
  });
  after(() => t?.close());

  test('twenty overlapping trips of one vehicle approved at once: one is approved', async () => {
    const v = await newVehicle(m);
    const trips: TripTicket[] = [];
    for (let i = 0; i < TIMES; i += 1) {
      trips.push(
        await newTrip(m, v.id, m.drivers[i % 3]!, {
          scheduledStart: `2026-06-01T${String(8 + (i % 4)).padStart(2, '0')}:00`,
          scheduledEnd: '2026-06-01T17:00',
        }),
      );
    }
    const answers = await together(TIMES, (i) =>
      m.approver.post(contractUrl(decideApprovalEndpoint, { id: trips[i]!.approval!.requestId }), {
        approve: true,
        remarks: null,
      }),
    );
    const counts = statusCounts(answers);
    assert.deepEqual(counts, { 200: 1, 409: TIMES - 1 }, JSON.stringify(counts));
    const approved = await t.running.services.db
      .selectFrom('motorpool_trip_tickets')
      .select('id')
      .where('vehicle_id', '=', v.id)
      .where('status', '=', TRIP_STATUS.Approved.value)
      .execute();
    assert.equal(approved.length, 1);
  });

  test('twenty identical closings: one closes', async () => {
    const v = await newVehicle(m);
    const trip = await newTrip(m, v.id, m.drivers[0]!, {
      scheduledStart: '2026-06-08T08:00',
      scheduledEnd: '2026-06-08T12:00',
    });
    await m.approver.call(decideApprovalEndpoint, {
      params: { id: trip.approval!.requestId },
      body: { approve: true, remarks: null },
    });
    const url = contractUrl(closeTripTicketEndpoint, { id: trip.id });
    const answers = await together(TIMES, () =>
      m.clerk.post(url, {
        actualStart: '2026-06-08T08:00',
        actualEnd: '2026-06-08T12:00',
        odometerOut: 100,
        odometerIn: 180,
      }),
    );
    assertPostedOnce(answers, 200, { message: MOTORPOOL_MESSAGES.alreadyClosed });
  });

  test('twenty prints at once count twenty', async () => {
    const v = await newVehicle(m);
    const slip = await m.clerk.call(createGasSlipEndpoint, {
      body: {
        slipDate: '2026-06-09',
        vehicleId: v.id,
        driverId: m.drivers[0]!,
        tripTicketId: null,
        gasStation: 'Petron',
        fuelType: 'Diesel',
        liters: '30',
        pricePerLiter: '58.75',
        withContainer: false,
        purpose: 'Trip',
      },
    });
    const url = contractUrl(printGasSlipEndpoint, { id: slip.id });
    const answers = await together(TIMES, () => m.clerk.post(url, {}));
    assert.deepEqual(statusCounts(answers), { 200: TIMES });
    const row = await t.running.services.db
      .selectFrom('motorpool_gas_slips')
      .select('print_count')
      .where('id', '=', slip.id)
      .executeTakeFirstOrThrow();
    assert.equal(row.print_count, TIMES);
  });
});
