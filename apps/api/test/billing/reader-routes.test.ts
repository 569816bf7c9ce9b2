// PUT /api/v2/billing/meter-readers/{id}/routes: the admin sets a reader's routes in one step.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { setUpCoop, type Coop } from './billing-support.ts';

let t: TestApp;
let c: Coop;
before(async () => {
  t = await createTestApp();
  c = await setUpCoop(t);
});
after(async () => t.close());

type Route = { id: number; code: string; meterReaderId: number | null; meterReaderName: string | null };

async function newRoute(branchCode: number, code: string, meterReaderId: number | null = null): Promise<number> {
  const r = await c.clerk.post<{ id: number }>('/api/v2/billing/routes', {
    branchCode,
    code,
    name: `Route ${code}`,
    meterReaderId,
  });
  assert.equal(r.status, 201, JSON.stringify(r.body));
  return r.body.id;
}

test('the admin gives a reader routes of the branch and takes away those left out', async () => {
  const second = await newRoute(5, 'AR2');
  const third = await newRoute(5, 'AR3');
  const url = `/api/v2/billing/meter-readers/${c.readerId}/routes`;

  const set = await t.admin.put<Route[]>(url, { routeIds: [c.routeId, second, third] });
  assert.equal(set.status, 200, JSON.stringify(set.body));
  assert.deepEqual(set.body.map((r) => r.id).sort(), [c.routeId, second, third].sort());
  assert.ok(set.body.every((r) => r.meterReaderId === c.readerId && r.meterReaderName !== null));

  const narrowed = await t.admin.put<Route[]>(url, { routeIds: [second] });
  assert.equal(narrowed.status, 200);
  assert.deepEqual(
    narrowed.body.map((r) => r.id),
    [second],
  );
  const all = await t.admin.get<Route[]>('/api/v2/billing/routes', { query: { branchCode: 5 } });
  assert.equal(all.body.find((r) => r.id === c.routeId)?.meterReaderId, null);
  assert.equal(all.body.find((r) => r.id === third)?.meterReaderId, null);

  const readers = await t.admin.get<{ id: number; routeCount: number }[]>('/api/v2/billing/meter-readers');
  assert.equal(readers.body.find((r) => r.id === c.readerId)?.routeCount, 1);
});

test('routes of another branch, unknown routes and unknown readers are refused and change nothing', async () => {
  const other = await newRoute(10, 'MG1');
  const url = `/api/v2/billing/meter-readers/${c.readerId}/routes`;
  const before = await t.admin.get<Route[]>('/api/v2/billing/routes');

  const foreign = await t.admin.put<{ errors: Record<string, string[]> }>(url, { routeIds: [c.routeId, other] });
  assert.equal(foreign.status, 400);
  assert.deepEqual(foreign.body.errors['routeIds'], ['Route MG1 is in another branch than the meter reader.']);

  const unknown = await t.admin.put<{ errors: Record<string, string[]> }>(url, { routeIds: [999_999] });
  assert.equal(unknown.status, 400);
  assert.deepEqual(unknown.body.errors['routeIds'], ['A route was not found.']);

  assert.equal((await t.admin.put('/api/v2/billing/meter-readers/999999/routes', { routeIds: [] })).status, 404);
  const afterwards = await t.admin.get<Route[]>('/api/v2/billing/routes');
  assert.deepEqual(afterwards.body, before.body);
});

test('only the admin assigns routes to readers', async () => {
  const url = `/api/v2/billing/meter-readers/${c.readerId}/routes`;
  assert.equal((await c.clerk.put(url, { routeIds: [] })).status, 403);
  assert.equal((await c.txn.put(url, { routeIds: [] })).status, 403);
});

test('My work: a meter reader sees the routes still to read in the open month, until every meter is read', async () => {
  const user = await t.userWithRoles(['MeterReader']);
  const linked = await t.admin.put(`/api/v2/billing/meter-readers/${c.readerId}`, {
    userId: user.userId,
    name: 'Linked reader',
    branchCode: 5,
  });
  assert.equal(linked.status, 200, JSON.stringify(linked.body));
  await t.admin.put(`/api/v2/billing/meter-readers/${c.readerId}/routes`, { routeIds: [c.routeId] });
  type Work = { total: number; items: { key: string; count: number; link: string }[] };
  const before = await user.get<Work>('/api/v2/user/my-work');
  assert.deepEqual(before.body.items, [
    {
      key: 'billing.routes-left-to-read',
      label: 'Routes left to read',
      count: 1,
      link: '/fsd/billing/transactions/entering-meter-reading',
    },
  ]);
  assert.equal(before.body.total, 1);
  for (const accountNo of c.accounts) {
    const read = await user.put('/api/v2/billing/meter-readings', {
      billMonthId: c.monthId,
      accountNo,
      presentReading: '1100',
    });
    assert.equal(read.status, 200, JSON.stringify(read.body));
  }
  const after = await user.get<Work>('/api/v2/user/my-work');
  assert.deepEqual(after.body, { total: 0, items: [], approvals: [] });
});
