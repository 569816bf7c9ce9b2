// Walks every registered API route: anonymous callers get 401 unless the route is public, and a
// signed-in user holding none of a route's roles gets 403. Generated from the route table, so a
// new route is covered the moment it is registered.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { apiRoutes } from '../src/routes.ts';
import { createTestApp, type TestApp, type TestClient } from './support/test-app.ts';

let t: TestApp;
let noRoles: TestClient;

before(async () => {
  t = await createTestApp();
  noRoles = await t.userWithRoles([]);
});
after(async () => t.close());

function samplePath(path: string): string {
  return path.replace(/\{(\w+)\}/g, (_m, name: string) =>
    name === 'id' || name.endsWith('Id') ? '00000000-0000-4000-8000-000000000001' : 'sample',
  );
}

test('every route declares its access', () => {
  for (const r of apiRoutes) assert.ok(r.access, `${r.endpoint.method} ${r.endpoint.path}`);
});

for (const route of apiRoutes) {
  const { method, path } = route.endpoint;
  if (route.access.kind === 'public') continue;
  test(`${method} ${path}: anonymous gets 401`, async () => {
    const res = await t.anonymous().request(method, samplePath(path));
    assert.equal(res.status, 401);
    assert.ok((res.body as { errors: { generalErrors: string[] } }).errors.generalErrors.length > 0);
  });
  if (route.access.kind !== 'roles') continue;
  test(`${method} ${path}: a user without ${route.access.roles.join('/')} gets 403`, async () => {
    const res = await noRoles.request(method, samplePath(path));
    assert.equal(res.status, 403);
  });
}

test('a server with a route that declares no access refuses to start', async () => {
  const { default: Fastify } = await import('fastify');
  const { registerRoutes } = await import('../src/platform/http/register-routes.ts');
  const app = Fastify();
  const broken = { ...apiRoutes[0]!, access: undefined as never };
  assert.throws(() => registerRoutes(app, [broken], t.running.services), /declares no access/);
  await app.close();
});
