// A meter reader works on their own routes (issue 11, item 8; docs/decisions/047): a user whose
// only billing role is MeterReader lists only the routes of the reader linked to their account and
// cannot open or enter readings of another reader's route; office roles see every route and can
// ask for their own (mine=true).
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { createTestApp, type TestApp, type TestClient } from '../support/test-app.ts';
import { setUpCoop, type Coop } from './billing-support.ts';

let t: TestApp;
let c: Coop;
let reader: TestClient & { userId: number };
let otherRouteId: number;
const otherAccount = '05-OTHER01';
before(async () => {
  t = await createTestApp();
  c = await setUpCoop(t);
  reader = await t.userWithRoles(['MeterReader']);
  const linked = await t.admin.put(`/api/v2/billing/meter-readers/${c.readerId}`, {
    userId: reader.userId,
    name: 'Reader 1',
    branchCode: 5,
  });
  assert.equal(linked.status, 200, JSON.stringify(linked.body));
  const otherReader = await t.admin.post<{ id: number }>('/api/v2/billing/meter-readers', {
    name: 'Other Reader',
    branchCode: 5,
  });
  const route = await c.clerk.post<{ id: number }>('/api/v2/billing/routes', {
    branchCode: 5,
    code: 'OTH',
    name: 'Other route',
    meterReaderId: otherReader.body.id,
  });
  assert.equal(route.status, 201, JSON.stringify(route.body));
  otherRouteId = route.body.id;
  const consumer = await c.clerk.post('/api/v2/billing/consumers', {
    accountNo: otherAccount,
    branchCode: 5,
    name: 'OTRO, PEDRO',
    town: 'San Jose',
    barangay: 'Poblacion',
    consumerClass: 'R',
    initialReading: '500',
    routeId: otherRouteId,
    sequence: 1,
  });
  assert.equal(consumer.status, 201, JSON.stringify(consumer.body));
});
after(async () => t.close());

type Route = { id: number; code: string };

test('the reader lists only their own routes; office staff list all and can ask for theirs', async () => {
  const own = await reader.get<Route[]>('/api/v2/billing/routes');
  assert.equal(own.status, 200);
  assert.deepEqual(
    own.body.map((r) => r.id),
    [c.routeId],
  );
  const all = await c.txn.get<Route[]>('/api/v2/billing/routes');
  assert.deepEqual(all.body.map((r) => r.id).sort(), [c.routeId, otherRouteId].sort());
  const txnMine = await c.txn.get<Route[]>('/api/v2/billing/routes', { query: { mine: true } });
  assert.deepEqual(txnMine.body, []);
  const readerMine = await reader.get<Route[]>('/api/v2/billing/routes', { query: { mine: 'true' } });
  assert.deepEqual(
    readerMine.body.map((r) => r.id),
    [c.routeId],
  );
});

test('the reader opens and reads their route; another reader’s route is refused', async () => {
  const sheet = await reader.get<{ accountNo: string }[]>('/api/v2/billing/meter-readings/route-sheet', {
    query: { billMonthId: c.monthId, routeId: c.routeId },
  });
  assert.equal(sheet.status, 200);
  assert.deepEqual(
    sheet.body.map((r) => r.accountNo),
    c.accounts,
  );
  const entered = await reader.put('/api/v2/billing/meter-readings', {
    billMonthId: c.monthId,
    accountNo: c.accounts[0],
    presentReading: '1100',
  });
  assert.equal(entered.status, 200, JSON.stringify(entered.body));

  const other = await reader.get<{ errors: { generalErrors: string[] } }>(
    '/api/v2/billing/meter-readings/route-sheet',
    {
      query: { billMonthId: c.monthId, routeId: otherRouteId },
    },
  );
  assert.equal(other.status, 403);
  assert.deepEqual(other.body.errors.generalErrors, ['This route is assigned to another meter reader.']);
  const refused = await reader.put('/api/v2/billing/meter-readings', {
    billMonthId: c.monthId,
    accountNo: otherAccount,
    presentReading: '600',
  });
  assert.equal(refused.status, 403);
  const withdraw = await reader.post('/api/v2/billing/meter-readings/withdraw', {
    billMonthId: c.monthId,
    accountNo: otherAccount,
  });
  assert.equal(withdraw.status, 403);
  // The office reads any route.
  const office = await c.txn.put('/api/v2/billing/meter-readings', {
    billMonthId: c.monthId,
    accountNo: otherAccount,
    presentReading: '600',
  });
  assert.equal(office.status, 200, JSON.stringify(office.body));
});

test('a reader account linked to no reader sees no route and opens none', async () => {
  const unlinked = await t.userWithRoles(['MeterReader']);
  const routes = await unlinked.get<Route[]>('/api/v2/billing/routes');
  assert.deepEqual(routes.body, []);
  const sheet = await unlinked.get('/api/v2/billing/meter-readings/route-sheet', {
    query: { billMonthId: c.monthId, routeId: c.routeId },
  });
  assert.equal(sheet.status, 403);
});
