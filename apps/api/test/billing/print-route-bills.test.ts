// Printing a route's bills in one go: route sequence order, every line, cancelled/adjusted bills
// included with their status, the bill-reading roles only, 400 for missing and 404 for unknown ids.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { PrintedBill } from '@ilaw/contracts/billing/bills/print-route-bills';
import { MESSAGES } from '@ilaw/contracts/validation';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { setUpCoop, type Coop } from './billing-support.ts';

type RoutePrint = { period: string; routeCode: string; branchCode: number; bills: PrintedBill[] };
const URL = '/api/v2/billing/bills/print';

let t: TestApp;
let c: Coop;
/** Account numbers in the order of their sequence on the route (created out of that order). */
let bySequence: string[] = [];
before(async () => {
  t = await createTestApp();
  c = await setUpCoop(t, { consumers: 0 });
  // Created as sequence 3, 1, 2 so creation order (and id order) differs from route order.
  const made: { accountNo: string; sequence: number }[] = [];
  for (const [i, sequence] of [3, 1, 2].entries()) {
    const accountNo = `05-P${String(i + 1).padStart(4, '0')}`;
    const res = await c.clerk.post('/api/v2/billing/consumers', {
      accountNo,
      branchCode: 5,
      name: `SANTOS, MARIA ${i}`,
      town: 'San Jose',
      barangay: 'Poblacion',
      consumerClass: 'R',
      meterSerial: `PM-${i}`,
      multiplier: '1',
      initialReading: '1000',
      routeId: c.routeId,
      sequence,
      isLifeliner: false,
      isSeniorCitizen: sequence === 2,
    });
    assert.equal(res.status, 201, JSON.stringify(res.body));
    made.push({ accountNo, sequence });
    const reading = await c.encoder.put('/api/v2/billing/meter-readings', {
      billMonthId: c.monthId,
      accountNo,
      presentReading: String(1000 + 100 * (i + 1)),
    });
    assert.ok(reading.status < 300, JSON.stringify(reading.body));
  }
  bySequence = made.sort((a, b) => a.sequence - b.sequence).map((m) => m.accountNo);
  const start = await c.clerk.post<{ jobId: string }>('/api/v2/billing/bills/compute-jobs', {
    billMonthId: c.monthId,
    routeId: c.routeId,
  });
  assert.equal(start.status, 202, JSON.stringify(start.body));
  await t.running.services.jobs.drain();
  const job = await c.clerk.get<{ status: string; result: { posted: number } }>(`/api/v2/jobs/${start.body.jobId}`);
  assert.equal(job.body.status, 'succeeded');
  assert.equal(job.body.result.posted, 3);
});
after(async () => t.close());

test('the route prints in sequence order, each bill with all of its lines', async () => {
  const res = await c.txn.get<RoutePrint>(URL, { query: { billMonthId: c.monthId, routeId: c.routeId } });
  assert.equal(res.status, 200, JSON.stringify(res.body));
  assert.equal(res.body.branchCode, 5);
  assert.deepEqual(
    res.body.bills.map((b) => b.accountNo),
    bySequence,
  );
  assert.deepEqual(
    res.body.bills.map((b) => b.sequence),
    [1, 2, 3],
  );
  assert.deepEqual(
    res.body.bills.map((b) => b.isSeniorCitizen),
    [false, true, false],
  );
  // Each bill carries the same lines as the single printable bill, in line order.
  for (const b of res.body.bills) {
    const one = await c.txn.get<PrintedBill>(`/api/v2/billing/bills/${b.id}`);
    assert.equal(one.status, 200);
    assert.ok(b.lines.length > 0);
    assert.deepEqual(b.lines, one.body.lines);
    assert.equal(b.totalAmount, one.body.totalAmount);
    assert.equal(b.address, one.body.address);
  }
  // The first in sequence is the second consumer created: 200 kWh, 1,576.99 by the rate sheet.
  assert.equal(res.body.bills[0]!.kwh, '200.00');
  assert.equal(res.body.bills[0]!.totalAmount, '1576.99');
});

test('an adjusted bill prints marked, followed by its corrected bill', async () => {
  const before = await c.clerk.get<RoutePrint>(URL, { query: { billMonthId: c.monthId, routeId: c.routeId } });
  const first = before.body.bills[0]!;
  const adj = await c.clerk.post<{ id: number }>(`/api/v2/billing/bills/${first.id}/adjustments`, {
    presentReading: '1190',
    reason: 'Reader misread the meter',
  });
  assert.equal(adj.status, 201, JSON.stringify(adj.body));
  // Posted once an approver other than the clerk approves it (decision 014).
  const approved = await c.approver.post(`/api/v2/billing/adjustment-requests/${adj.body.id}/approve`, {
    remarks: 'Checked the meter photo',
  });
  assert.equal(approved.status, 200, JSON.stringify(approved.body));
  const res = await c.clerk.get<RoutePrint>(URL, { query: { billMonthId: c.monthId, routeId: c.routeId } });
  assert.equal(res.body.bills.length, 4);
  assert.deepEqual(
    res.body.bills.map((b) => [b.accountNo, b.status, b.kind]),
    [
      [bySequence[0], 'Adjusted', 'Regular'],
      [bySequence[0], 'Posted', 'Corrected'],
      [bySequence[1], 'Posted', 'Regular'],
      [bySequence[2], 'Posted', 'Regular'],
    ],
  );
  assert.equal(res.body.bills[1]!.kwh, '190.00');
});

test('a month with no bills on the route answers an empty list', async () => {
  const month = await c.clerk.post<{ id: number }>('/api/v2/billing/bill-months', {
    period: '2027-01',
    readingDate: '2027-01-05',
  });
  assert.equal(month.status, 201, JSON.stringify(month.body));
  const res = await c.clerk.get<RoutePrint>(URL, { query: { billMonthId: month.body.id, routeId: c.routeId } });
  assert.equal(res.status, 200);
  assert.equal(res.body.period, '2027-01');
  assert.deepEqual(res.body.bills, []);
});

test('missing parameters answer 400 with the required message; unknown month or route 404', async () => {
  const missing = await c.clerk.get<{ errors: Record<string, string[]> }>(URL, {
    query: { billMonthId: c.monthId },
  });
  assert.equal(missing.status, 400);
  assert.deepEqual(missing.body.errors.routeId, [MESSAGES.required]);
  const none = await c.clerk.get<{ errors: Record<string, string[]> }>(URL);
  assert.equal(none.status, 400);
  assert.deepEqual(none.body.errors.billMonthId, [MESSAGES.required]);
  assert.deepEqual(none.body.errors.routeId, [MESSAGES.required]);
  const month = await c.clerk.get<{ message: string }>(URL, { query: { billMonthId: 999999, routeId: c.routeId } });
  assert.equal(month.status, 404);
  assert.equal(month.body.message, 'The bill month was not found.');
  const route = await c.clerk.get<{ message: string }>(URL, { query: { billMonthId: c.monthId, routeId: 999999 } });
  assert.equal(route.status, 404);
  assert.equal(route.body.message, 'The route was not found.');
});

test('only the roles that read bills may print a route', async () => {
  const query = { billMonthId: c.monthId, routeId: c.routeId };
  const hr = await t.userWithRoles(['Payroll', 'Employee']);
  assert.equal((await hr.get(URL, { query })).status, 403);
  assert.equal((await t.anonymous().get(URL, { query })).status, 401);
  const teller = await t.userWithRoles(['Teller']);
  assert.equal((await teller.get(URL, { query })).status, 200);
});
