// The access table the web reads: every guarded route with the roles it declares, so screens can
// tell a user plainly what they may not do.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { listUsersEndpoint } from '@ilaw/contracts/admin/users/list-users';
import { myWorkEndpoint } from '@ilaw/contracts/approvals/my-work/get-my-work';
import { loginEndpoint } from '@ilaw/contracts/auth/login';
import { endpointAccessEndpoint, endpointKey, mayCall } from '@ilaw/contracts/platform/endpoint-access';
import { apiRoutes } from '../../src/routes.ts';
import { createTestApp, type TestApp, type TestClient } from '../support/test-app.ts';

let t: TestApp;
let payroll: TestClient;

before(async () => {
  t = await createTestApp();
  payroll = await t.userWithRoles(['Payroll']);
});
after(async () => t.close());

test('the table lists every guarded route with its declared roles, and no public one', async () => {
  const table = await payroll.call(endpointAccessEndpoint);
  assert.deepEqual(table.endpoints[endpointKey(listUsersEndpoint)], ['Admin']);
  assert.deepEqual(table.endpoints[endpointKey(myWorkEndpoint)], []);
  assert.equal(table.endpoints[endpointKey(loginEndpoint)], undefined);
  const guarded = apiRoutes.filter((r) => r.access.kind !== 'public');
  assert.equal(Object.keys(table.endpoints).length, guarded.length);
  for (const route of guarded) {
    const roles = route.access.kind === 'roles' ? route.access.roles : [];
    assert.deepEqual(table.endpoints[endpointKey(route.endpoint)], [...roles], endpointKey(route.endpoint));
  }
  assert.equal(mayCall(table, ['Payroll'], listUsersEndpoint), false);
  assert.equal(mayCall(table, ['Admin'], listUsersEndpoint), true);
  assert.equal(mayCall(table, [], myWorkEndpoint), true);
});

test('signed-out callers get 401', async () => {
  const res = await t.anonymous().send(endpointAccessEndpoint);
  assert.equal(res.status, 401);
});
