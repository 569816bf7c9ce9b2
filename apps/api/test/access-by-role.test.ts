// Walks every role-guarded API route against every role: a user holding every role except the
// route's gets 403, and a user holding just one of the route's roles gets past the guard. Generated
// from the route table and the role enum, the same ones the menu and the guards use.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { ROLES, type Role } from '@ilaw/contracts/roles';
import { apiRoutes } from '../src/routes.ts';
import { createTestApp, type TestApp, type TestClient } from './support/test-app.ts';

let t: TestApp;
let walker: TestClient & { userId: number };

before(async () => {
  t = await createTestApp();
  walker = await t.userWithRoles([]);
});
after(async () => t.close());

/** Roles are read from user_roles on every request, so one session can wear each set in turn. */
async function wear(roles: readonly Role[]): Promise<void> {
  const db = t.running.database.db;
  await db.deleteFrom('user_roles').where('user_id', '=', walker.userId).execute();
  if (roles.length > 0) {
    await db
      .insertInto('user_roles')
      .values(roles.map((role) => ({ user_id: walker.userId, role })))
      .execute();
  }
}

// Ids that name nothing: integer ids fail validation (400) or find nothing (404) before any change.
function samplePath(path: string): string {
  return path.replace(/\{(\w+)\}/g, (_m, name: string) =>
    name === 'id' || name.endsWith('Id') ? '00000000-0000-4000-8000-000000000001' : 'sample',
  );
}

const GUARD_REFUSAL = 'You do not have permission to do this.';

for (const route of apiRoutes) {
  if (route.access.kind !== 'roles') continue;
  const { method, path } = route.endpoint;
  const allowed = route.access.roles;
  test(`${method} ${path}: only ${allowed.join('/')} pass the guard`, async () => {
    await wear(ROLES.filter((r) => !allowed.includes(r)));
    const refused = await walker.request<{ errors: { generalErrors?: string[] } }>(method, samplePath(path));
    assert.equal(refused.status, 403, 'every other role together is refused');
    for (const role of allowed) {
      await wear([role]);
      const res = await walker.request<{ errors?: { generalErrors?: string[] } }>(method, samplePath(path));
      assert.notEqual(res.status, 401, role);
      // A handler may still refuse for its own reasons (scoping), but not with the guard's refusal.
      const refusedByGuard = res.status === 403 && res.body.errors?.generalErrors?.[0] === GUARD_REFUSAL;
      assert.ok(!refusedByGuard, `${role} is refused by the guard`);
    }
  });
}
