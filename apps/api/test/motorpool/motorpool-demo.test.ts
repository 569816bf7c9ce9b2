// The motor pool demo: vehicles with a month of closed trips and their fuel, services with alerts,
// a trip on the road now and one waiting for the motor pool officer's approval.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { decideApprovalEndpoint } from '@ilaw/contracts/approvals/requests/decide-approval-request';
import { getStatusBoardEndpoint } from '@ilaw/contracts/motorpool/status-board/get-status-board';
import { listTripTicketsEndpoint } from '@ilaw/contracts/motorpool/trip-tickets/list-trip-tickets';
import { TRIP_STATUS } from '@ilaw/contracts/motorpool/trip-tickets/trip-ticket';
import { seedMotorpoolDemo } from '../../src/modules/motorpool/demo/seed-motorpool-demo.ts';
import { newEmployee } from '../support/fixtures.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(() => t.close());

test('a month of trips with fuel, services due, a trip now and one to approve', async () => {
  const officer = await t.userWithRoles(['MotorPool'], { username: 'motorpool' });
  const hr = await t.userWithRoles(['Employee']);
  for (let i = 0; i < 5; i += 1) await newEmployee(hr);
  await seedMotorpoolDemo(t.running.services.db, () => {});
  await seedMotorpoolDemo(t.running.services.db, () => {});

  const closed = await officer.call(listTripTicketsEndpoint, {
    query: { status: TRIP_STATUS.Closed.value, itemsPerPage: 5 },
  });
  assert.ok(closed.total >= 20, String(closed.total));
  assert.ok(closed.data.every((x) => x.kmPerLiter !== null && x.distanceKm !== null));
  const board = await officer.call(getStatusBoardEndpoint);
  assert.equal(board.vehicles.length, 5);
  assert.equal(board.vehicles.find((v) => v.vehicleNo === 'MP-01')?.state, 'OnTrip');
  assert.equal(board.vehicles.find((v) => v.vehicleNo === 'MP-01')?.serviceDue, 'Overdue');
  assert.equal(board.vehicles.find((v) => v.vehicleNo === 'MP-02')?.state, 'Scheduled');
  assert.equal(board.vehicles.find((v) => v.vehicleNo === 'MP-05')?.state, 'UnderRepair');
  const waiting = await officer.call(listTripTicketsEndpoint, { query: { status: TRIP_STATUS.Pending.value } });
  assert.equal(waiting.total, 1);
  assert.equal(waiting.data[0]!.approval?.canDecide, true);
  await officer.call(decideApprovalEndpoint, {
    params: { id: waiting.data[0]!.approval!.requestId },
    body: { approve: true, remarks: null },
  });
});
