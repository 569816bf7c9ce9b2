// The HTTP contract of DECISIONS.md: error bodies, case-insensitive paths, security headers,
// health checks and the OpenAPI document.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { createTestApp, type TestApp } from '../support/test-app.ts';

type ErrorBody = { errors: Record<string, string[]>; message: string };
let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(async () => t.close());

test('paths match whatever their case', async () => {
  assert.equal((await t.admin.get('/API/BRANCHES')).status, 200);
  assert.equal((await t.admin.get('/api/fiscalyears')).status, 200);
  assert.equal((await t.admin.get('/api/admin/USERS/1')).status, 200);
});

test('an unknown API path is a 404 with the error body', async () => {
  const res = await t.admin.get<ErrorBody>('/api/no/such/thing');
  assert.equal(res.status, 404);
  assert.ok(res.body.errors['generalErrors']?.[0]);
});

test('malformed JSON is a 400 with generalErrors', async () => {
  const res = await t.admin.request<ErrorBody>('POST', '/api/admin/users', {
    payload: '{"username":',
    headers: { 'content-type': 'application/json' },
  });
  assert.equal(res.status, 400);
  assert.deepEqual(res.body.errors['generalErrors'], ['The request body is not valid JSON.']);
});

test('an unsupported content type is a 415', async () => {
  const res = await t.admin.request<ErrorBody>('POST', '/api/admin/users', {
    payload: 'username=x',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  assert.equal(res.status, 415);
});

test('a server fault is a generic 500 with no internals', async () => {
  const broken = await createTestApp();
  try {
    await broken.running.database.db.schema.dropTable('mail_outbox').execute();
    const res = await broken.admin.get<ErrorBody>('/api/v2/admin/mail-outbox');
    assert.equal(res.status, 500);
    assert.deepEqual(res.body.errors['generalErrors'], ['Something went wrong on our end. Please try again later.']);
    assert.doesNotMatch(JSON.stringify(res.body), /mail_outbox|relation|stack/i);
  } finally {
    await broken.close();
  }
});

test('security headers on every answer', async () => {
  const res = await t.admin.get('/api/auth/user');
  assert.equal(res.headers['x-content-type-options'], 'nosniff');
  assert.equal(res.headers['x-frame-options'], 'SAMEORIGIN');
  assert.match(String(res.headers['content-security-policy']), /default-src 'self'/);
  assert.equal(res.headers['cache-control'], 'no-store');
});

test('health and readiness', async () => {
  assert.equal((await t.anonymous().get('/healthz')).status, 200);
  const ready = await t.anonymous().get<{ status: string; database: string }>('/readyz');
  assert.equal(ready.status, 200);
  assert.equal(ready.body.status, 'ready');
});

test('the OpenAPI document is generated from the contracts and lists every route with its access', async () => {
  const res = await t
    .anonymous()
    .get<{ openapi: string; paths: Record<string, Record<string, { description: string }>> }>('/api/openapi.json');
  assert.equal(res.status, 200);
  assert.equal(res.body.openapi, '3.0.3');
  assert.match(res.body.paths['/api/admin/users']?.['get']?.description ?? '', /Access: roles: Admin/);
  assert.ok(res.body.paths['/api/auth/login']?.['post']);
  const docs = await t.anonymous().get('/api/docs/');
  assert.equal(docs.status, 200);
});

test('other paths get the web app (history-mode fallback)', async () => {
  const res = await t.anonymous().get<string>('/admin/users');
  assert.equal(res.status, 200);
  assert.match(String(res.headers['content-type']), /text\/html/);
});
