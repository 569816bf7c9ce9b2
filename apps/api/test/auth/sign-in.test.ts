import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { LOGIN_FAILED_MESSAGE, LOGIN_THROTTLED_MESSAGE } from '@ilaw/contracts/auth/login';
import { createTestApp, ADMIN_PASSWORD, USER_PASSWORD, type TestApp } from '../support/test-app.ts';

type ErrorBody = { errors: Record<string, string[]> };

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(async () => t.close());

describe('sign-in', () => {
  test('sets an HttpOnly, SameSite=Lax session cookie and answers the user with roles', async () => {
    const c = t.anonymous();
    const res = await c.post<{ username: string; roles: string[] }>('/api/auth/login', {
      username: 'ADMIN',
      password: ADMIN_PASSWORD,
    });
    assert.equal(res.status, 200);
    assert.equal(res.body.username, 'admin');
    assert.deepEqual(res.body.roles, ['Admin']);
    const cookie = String(res.headers['set-cookie']);
    assert.match(cookie, /ilaw_session=/);
    assert.match(cookie, /HttpOnly/);
    assert.match(cookie, /SameSite=Lax/);
    assert.doesNotMatch(cookie, /Secure/, 'not behind HTTPS here');
    const me = await c.get<{ roles: string[] }>('/api/auth/user');
    assert.equal(me.status, 200);
    assert.deepEqual(me.body.roles, ['Admin']);
  });

  test('gives a new session id at every sign-in and ends the one the browser carried', async () => {
    const c = t.anonymous();
    await c.login('admin', ADMIN_PASSWORD);
    const first = c.cookie;
    await c.login('admin', ADMIN_PASSWORD);
    assert.notEqual(c.cookie, first);
    const old = t.anonymous();
    old.cookie = first;
    assert.equal((await old.get('/api/auth/user')).status, 401);
  });

  test('refuses a wrong password and an unknown user with the same message', async () => {
    const wrong = await t
      .anonymous()
      .post<ErrorBody>('/api/auth/login', { username: 'admin', password: 'nope-nope' }, { ip: '10.9.0.1' });
    const unknown = await t
      .anonymous()
      .post<ErrorBody>('/api/auth/login', { username: 'ghost', password: 'nope-nope' }, { ip: '10.9.0.1' });
    assert.equal(wrong.status, 401);
    assert.equal(unknown.status, 401);
    assert.deepEqual(wrong.body.errors['generalErrors'], [LOGIN_FAILED_MESSAGE]);
    assert.deepEqual(unknown.body.errors['generalErrors'], [LOGIN_FAILED_MESSAGE]);
    const attempts = await t.running.database.db
      .selectFrom('login_attempts')
      .selectAll()
      .where('ip_address', '=', '10.9.0.1')
      .execute();
    assert.equal(attempts.length, 2, 'every attempt is recorded');
  });

  test('answers missing fields with the spec message', async () => {
    const res = await t.anonymous().post<ErrorBody>('/api/auth/login', { username: '', password: '' });
    assert.equal(res.status, 400);
    assert.deepEqual(res.body.errors['username'], ['This field is required.']);
    assert.deepEqual(res.body.errors['password'], ['This field is required.']);
  });

  test('a deactivated user cannot sign in', async () => {
    const u = await t.userWithRoles(['Teller']);
    await t.admin.put(`/api/v2/admin/users/${u.userId}/active`, { isActive: false });
    assert.equal((await u.get('/api/auth/user')).status, 401, 'deactivation ends the session');
    const row = await t.running.database.db
      .selectFrom('users')
      .select('username')
      .where('id', '=', u.userId)
      .executeTakeFirstOrThrow();
    const again = await t.anonymous().post('/api/auth/login', { username: row.username, password: USER_PASSWORD });
    assert.equal(again.status, 401);
  });
});

describe('sessions', () => {
  test('logout ends the session on the server', async () => {
    const c = await t.userWithRoles([]);
    const cookie = c.cookie;
    assert.equal((await c.post('/api/auth/logout')).status, 200);
    const replay = t.anonymous();
    replay.cookie = cookie;
    assert.equal((await replay.get('/api/auth/user')).status, 401);
  });

  test('expires after 30 idle minutes', async () => {
    const c = await t.userWithRoles([]);
    const db = t.running.database.db;
    await db
      .updateTable('sessions')
      .set({ last_seen_at: new Date(Date.now() - 29 * 60_000) })
      .where('user_id', '=', c.userId)
      .execute();
    assert.equal((await c.get('/api/auth/user')).status, 200, 'still alive at 29 minutes, and touched');
    await db
      .updateTable('sessions')
      .set({ last_seen_at: new Date(Date.now() - 31 * 60_000) })
      .where('user_id', '=', c.userId)
      .execute();
    assert.equal((await c.get('/api/auth/user')).status, 401);
    const left = await db.selectFrom('sessions').select('id_hash').where('user_id', '=', c.userId).execute();
    assert.equal(left.length, 0, 'the expired session is removed');
  });

  test('expires at the absolute limit even when in use', async () => {
    const c = await t.userWithRoles([]);
    await t.running.database.db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('user_id', '=', c.userId)
      .execute();
    assert.equal((await c.get('/api/auth/user')).status, 401);
  });

  test('the cookie carries a token, the table only its hash', async () => {
    const c = await t.userWithRoles([]);
    const token = c.cookie?.split('=')[1] ?? '';
    const rows = await t.running.database.db
      .selectFrom('sessions')
      .select('id_hash')
      .where('user_id', '=', c.userId)
      .execute();
    assert.equal(rows.length, 1);
    assert.notEqual(rows[0]?.id_hash, token);
  });
});

describe('throttling', () => {
  test('locks an account at an address after 5 failures, even for the right password, with a generic message', async () => {
    const u = await t.userWithRoles([]);
    const row = await t.running.database.db
      .selectFrom('users')
      .select('username')
      .where('id', '=', u.userId)
      .executeTakeFirstOrThrow();
    for (let i = 0; i < 5; i += 1) {
      const res = await t
        .anonymous()
        .post('/api/auth/login', { username: row.username, password: 'wrong-pass' }, { ip: '10.1.1.1' });
      assert.equal(res.status, 401);
    }
    const locked = await t
      .anonymous()
      .post<ErrorBody>('/api/auth/login', { username: row.username, password: USER_PASSWORD }, { ip: '10.1.1.1' });
    assert.equal(locked.status, 429);
    assert.deepEqual(locked.body.errors['generalErrors'], [LOGIN_THROTTLED_MESSAGE]);
    // Someone else's failures do not lock the owner out elsewhere (more in throttling.test.ts).
    const elsewhere = await t
      .anonymous()
      .post('/api/auth/login', { username: row.username, password: USER_PASSWORD }, { ip: '10.1.2.1' });
    assert.equal(elsewhere.status, 200);
  });

  test('blocks an address after 20 failures across accounts', async () => {
    for (let i = 0; i < 20; i += 1) {
      await t
        .anonymous()
        .post('/api/auth/login', { username: `nobody${i}`, password: 'wrong-pass' }, { ip: '10.2.2.2' });
    }
    const res = await t
      .anonymous()
      .post('/api/auth/login', { username: 'admin', password: ADMIN_PASSWORD }, { ip: '10.2.2.2' });
    assert.equal(res.status, 429);
    const elsewhere = await t
      .anonymous()
      .post('/api/auth/login', { username: 'admin', password: ADMIN_PASSWORD }, { ip: '10.2.2.3' });
    assert.equal(elsewhere.status, 200);
  });
});

describe('CSRF header', () => {
  test('refuses state-changing calls without X-Requested-With, and changes nothing', async () => {
    const before = await t.admin.get<{ total: number }>('/api/admin/users');
    const res = await t.admin.request('POST', '/api/admin/users', {
      body: { username: 'csrf.victim', fullName: 'Nobody', roles: ['Admin'] },
      noXhrHeader: true,
    });
    assert.equal(res.status, 403);
    const afterList = await t.admin.get<{ total: number }>('/api/admin/users');
    assert.equal(afterList.body.total, before.body.total);
  });

  test('lets GET through without it', async () => {
    const res = await t.admin.request('GET', '/api/auth/user', { noXhrHeader: true });
    assert.equal(res.status, 200);
  });
});
