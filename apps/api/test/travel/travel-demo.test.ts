// The travel demo: two months of travel orders at every state, signed in the engine by the demo
// signatories; the waiting ones can be taken on by tsd.head and ogm.staff, and approved travel is
// on the travellers' DTR.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { decideApprovalEndpoint } from '@ilaw/contracts/approvals/requests/decide-approval-request';
import { hrRangedDtrEndpoint } from '@ilaw/contracts/dtr/records/get-employee-dtr';
import { listDepartmentsEndpoint } from '@ilaw/contracts/reference/departments/list-departments';
import { listTravelOrdersEndpoint } from '@ilaw/contracts/travel/travel-orders/list-travel-orders';
import { TRAVEL_ORDER_STATUS as S } from '@ilaw/contracts/travel/travel-orders/travel-order';
import { seedTravelDemo } from '../../src/modules/travel/demo/seed-travel-demo.ts';
import { newEmployee } from '../support/fixtures.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(() => t.close());

test('travel orders at every state; the waiting ones are decided by the demo signatories', async () => {
  const departments = await t.admin.call(listDepartmentsEndpoint);
  const tsd = departments.find((d) => d.code === 'TSD')!;
  const head = await t.userWithRoles(['DepartmentDtrMonitoring'], { username: 'tsd.head', departmentId: tsd.id });
  // The shared test password is refused for a name with 'staff' in it: renamed after sign-in.
  const manager = await t.userWithRoles(['OgmStaff', 'Manager'], { username: 'ogm.manager' });
  await t.running.services.db
    .updateTable('users')
    .set({ username: 'ogm.staff' })
    .where('id', '=', manager.userId)
    .execute();
  const hr = await t.userWithRoles(['Employee']);
  for (let i = 0; i < 4; i += 1) await newEmployee(hr, { departmentId: tsd.id });
  await seedTravelDemo(t.running.services.db, () => {});
  // A second run adds nothing.
  await seedTravelDemo(t.running.services.db, () => {});

  const all = await manager.call(listTravelOrdersEndpoint, { query: { itemsPerPage: 50 } });
  assert.equal(all.total, 11);
  const count = (status: number) => all.data.filter((o) => o.status === status).length;
  assert.equal(count(S.Approved.value), 6);
  assert.equal(count(S.Pending.value), 2);
  assert.equal(count(S.Draft.value), 1);
  assert.equal(count(S.Rejected.value), 1);
  assert.equal(count(S.Cancelled.value), 1);

  const pending = all.data
    .filter((o) => o.status === S.Pending.value)
    .sort((a, b) => (a.dateFrom < b.dateFrom ? -1 : 1));
  assert.equal(pending[0]!.approval?.currentSignatory, 'Recommender');
  assert.equal(pending[1]!.approval?.currentSignatory, 'Approver');
  await head.call(decideApprovalEndpoint, {
    params: { id: pending[0]!.approval!.requestId },
    body: { approve: true, remarks: null },
  });
  await manager.call(decideApprovalEndpoint, {
    params: { id: pending[1]!.approval!.requestId },
    body: { approve: true, remarks: null },
  });

  const approved = all.data.find((o) => o.status === S.Approved.value)!;
  const dtr = await hr.call(hrRangedDtrEndpoint, {
    query: { employeeId: approved.travellers[0]!.employeeId, from: approved.dateFrom, to: approved.dateTo },
  });
  assert.ok(
    dtr.records.every((r) => r.dayType === 'Travel'),
    JSON.stringify(dtr.records.map((r) => r.dayType)),
  );
});
