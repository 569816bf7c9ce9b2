// New passwords against the common-password list and the user's own words; the API refusing a
// session that must change its password; reset links kept out of the log, one usable at a time;
// forgot-password answering alike for every account (docs/decisions/008).
import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import { after, before, describe, test } from 'node:test';
import { PASSWORD_CHANGE_REQUIRED } from '@ilaw/contracts/auth/change-password';
import { FORGOT_PASSWORD_SENT, FORGOT_PASSWORD_THROTTLED } from '@ilaw/contracts/auth/forgot-password';
import { PASSWORD_TOO_COMMON, PASSWORD_TOO_PERSONAL } from '@ilaw/contracts/auth/password-policy';
import { RESET_TOKEN_INVALID } from '@ilaw/contracts/auth/reset-password';
import { hashToken } from '../../src/platform/auth/tokens.ts';
import { createTestApp, USER_PASSWORD, type TestApp } from '../support/test-app.ts';

type ErrorBody = { errors: Record<string, string[]> };

let log = '';
const logStream = new Writable({
  write(chunk: Buffer | string, _encoding, done) {
    log += chunk.toString();
    done();
  },
});

let t: TestApp;
before(async () => {
  t = await createTestApp({ LOG_LEVEL: 'trace', PORTAL_NAME: 'OMECO Portal' }, { logStream });
});
after(async () => t.close());

async function userNamed(username: string, fullName: string, email: string | null = null) {
  const client = await t.userWithRoles([], { username });
  await t.running.database.db
    .updateTable('users')
    .set({ full_name: fullName, email })
    .where('id', '=', client.userId)
    .execute();
  return client;
}

function change(client: Awaited<ReturnType<typeof userNamed>>, newPassword: string) {
  return client.post<ErrorBody>('/api/auth/ChangePassword', {
    currentPassword: USER_PASSWORD,
    newPassword,
    confirmPassword: newPassword,
  });
}

describe('new passwords', () => {
  test('common passwords and their trivial variants are refused', async () => {
    const u = await userNamed('pw.common', 'Rosa M. Lim');
    for (const password of ['Passw0rd!', 'Welcome123', 'P@ssw0rd123', 'Sunflower#1', 'Dragon2026!', 'qwerty123!']) {
      const res = await change(u, password);
      assert.equal(res.status, 400, password);
      assert.deepEqual(res.body.errors['newPassword'], [PASSWORD_TOO_COMMON], password);
    }
  });

  test('the published demo password is nobody’s new password', async () => {
    const u = await userNamed('pw.demo', 'Ben T. Cruz');
    for (const password of ['Ilaw#Demo2026', 'ilaw#demo2026']) {
      const res = await change(u, password);
      assert.deepEqual(res.body.errors['newPassword'], [PASSWORD_TOO_COMMON], password);
    }
  });

  test('passwords built on the username, the name, the email or the portal name are refused', async () => {
    const u = await userNamed('maria.santos', 'Maria Luzviminda Santos', 'mdsantos@omeco.coop');
    for (const password of [
      'Maria.Santos2026!',
      'mariasantos#1',
      'Luzviminda#2026',
      'MDSantos1985!',
      'Omeco#Portal1',
      'Ilaw2026!!',
    ]) {
      const res = await change(u, password);
      assert.equal(res.status, 400, password);
      assert.deepEqual(res.body.errors['newPassword'], [PASSWORD_TOO_PERSONAL], password);
    }
    assert.equal((await change(u, 'Malayang#Dagat77')).status, 200, 'an uncommon password is fine');
  });

  test('the reset form and the admin’s chosen password are checked too', async () => {
    const created = await t.admin.post<ErrorBody>('/api/admin/users', {
      username: 'pw.admin.set',
      fullName: 'Lito Reyes',
      roles: [],
      password: 'Welcome123',
    });
    assert.equal(created.status, 400);
    assert.deepEqual(created.body.errors['password'], [PASSWORD_TOO_COMMON]);

    const u = await userNamed('pw.reset', 'Nena Ramos', 'pw.reset@example.coop');
    await t.anonymous().post('/api/v2/auth/forgot-password', { usernameOrEmail: 'pw.reset' }, { ip: '10.40.0.1' });
    const token = await latestResetToken('pw.reset@example.coop');
    const refused = await t.anonymous().post<ErrorBody>('/api/v2/auth/reset-password', {
      token,
      newPassword: 'Passw0rd!',
      confirmPassword: 'Passw0rd!',
    });
    assert.deepEqual(refused.body.errors['newPassword'], [PASSWORD_TOO_COMMON]);
    const ok = await t.anonymous().post('/api/v2/auth/reset-password', {
      token,
      newPassword: 'Bagong#Araw88',
      confirmPassword: 'Bagong#Araw88',
    });
    assert.equal(ok.status, 200, 'a refused password does not spend the link');
    assert.equal((await u.get('/api/auth/user')).status, 401);
  });
});

describe('a session that must change its password', () => {
  test('reaches only the current user, the change of password and sign-out', async () => {
    const created = await t.admin.post<{ temporaryPassword: string }>('/api/admin/users', {
      username: 'must.change',
      fullName: 'Tess Aquino',
      roles: ['Admin'],
    });
    const c = t.anonymous();
    await c.login('must.change', created.body.temporaryPassword);
    const me = await c.get<{ mustChangePassword: boolean }>('/api/auth/user');
    assert.equal(me.status, 200);
    assert.equal(me.body.mustChangePassword, true);
    for (const [method, url] of [
      ['GET', '/api/v2/user/dashboard'],
      ['GET', '/api/admin/users'],
      ['POST', '/api/admin/users'],
    ] as const) {
      const res = await c.request<ErrorBody>(method, url, { body: method === 'POST' ? {} : undefined });
      assert.equal(res.status, 403, `${method} ${url}`);
      assert.deepEqual(res.body.errors['generalErrors'], [PASSWORD_CHANGE_REQUIRED]);
    }
    const changed = await c.post('/api/auth/ChangePassword', {
      currentPassword: created.body.temporaryPassword,
      newPassword: 'Sariling#Susi42',
      confirmPassword: 'Sariling#Susi42',
    });
    assert.equal(changed.status, 200);
    assert.equal((await c.get('/api/v2/user/dashboard')).status, 200);
    assert.equal((await c.get('/api/admin/users')).status, 200);
    assert.equal((await c.post('/api/auth/logout')).status, 200);
  });

  test('may sign out before changing it', async () => {
    const created = await t.admin.post<{ temporaryPassword: string }>('/api/admin/users', {
      username: 'must.change.out',
      fullName: 'Dan Uy',
      roles: [],
    });
    const c = t.anonymous();
    await c.login('must.change.out', created.body.temporaryPassword);
    assert.equal((await c.post('/api/auth/logout')).status, 200);
    assert.equal((await c.get('/api/auth/user')).status, 401);
  });
});

async function latestResetToken(to: string): Promise<string> {
  const mail = await t.running.database.db
    .selectFrom('mail_outbox')
    .select('body')
    .where('to_address', '=', to)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  const token = /token=([\w%-]+)/.exec(mail.body)?.[1];
  assert.ok(token, 'the outbox keeps the link');
  return decodeURIComponent(token);
}

describe('reset links', () => {
  test('are in the outbox but never in the log, even when the link is opened', async () => {
    await userNamed('reset.log', 'Ana Go', 'reset.log@example.coop');
    const res = await t
      .anonymous()
      .post('/api/v2/auth/forgot-password', { usernameOrEmail: 'reset.log' }, { ip: '10.41.0.1' });
    assert.equal(res.status, 200);
    const token = await latestResetToken('reset.log@example.coop');
    await t.anonymous().get(`/user/reset-password?token=${encodeURIComponent(token)}`);
    await t.anonymous().post('/api/v2/auth/reset-password', {
      token,
      newPassword: 'Bagong#Araw88',
      confirmPassword: 'Bagong#Araw88',
    });
    assert.ok(log.includes('password reset link issued'), 'the log is captured');
    assert.ok(log.includes('reset-password?token=[hidden]'), 'the opened link is logged without its token');
    assert.ok(!log.includes(token), 'the token is nowhere in the log');
    assert.ok(!log.includes(encodeURIComponent(token)));
  });

  test('a new link voids the older one, and using one voids any other', async () => {
    const u = await userNamed('reset.void', 'Joy Tan', 'reset.void@example.coop');
    const ask = () =>
      t.anonymous().post('/api/v2/auth/forgot-password', { usernameOrEmail: 'reset.void' }, { ip: '10.42.0.1' });
    await ask();
    const first = await latestResetToken('reset.void@example.coop');
    await ask();
    const second = await latestResetToken('reset.void@example.coop');
    const old = await t.anonymous().post<ErrorBody>('/api/v2/auth/reset-password', {
      token: first,
      newPassword: 'Bagong#Araw88',
      confirmPassword: 'Bagong#Araw88',
    });
    assert.equal(old.status, 400);
    assert.deepEqual(old.body.errors['token'], [RESET_TOKEN_INVALID]);

    // Another unused token (as left by an older version) stops working once one is used.
    await t.running.database.db
      .insertInto('password_reset_tokens')
      .values({
        token_hash: hashToken('left-over-token'),
        user_id: u.userId,
        expires_at: new Date(Date.now() + 600_000),
      })
      .execute();
    const used = await t.anonymous().post('/api/v2/auth/reset-password', {
      token: second,
      newPassword: 'Bagong#Araw88',
      confirmPassword: 'Bagong#Araw88',
    });
    assert.equal(used.status, 200);
    const leftOver = await t.anonymous().post<ErrorBody>('/api/v2/auth/reset-password', {
      token: 'left-over-token',
      newPassword: 'Iba#Pang55Susi',
      confirmPassword: 'Iba#Pang55Susi',
    });
    assert.deepEqual(leftOver.body.errors['token'], [RESET_TOKEN_INVALID]);
  });

  test('a change of password voids an outstanding link', async () => {
    const u = await userNamed('reset.change', 'Lea Sy', 'reset.change@example.coop');
    await t.anonymous().post('/api/v2/auth/forgot-password', { usernameOrEmail: 'reset.change' }, { ip: '10.43.0.1' });
    const token = await latestResetToken('reset.change@example.coop');
    assert.equal((await change(u, 'Malayang#Dagat77')).status, 200);
    const res = await t.anonymous().post<ErrorBody>('/api/v2/auth/reset-password', {
      token,
      newPassword: 'Bagong#Araw88',
      confirmPassword: 'Bagong#Araw88',
    });
    assert.deepEqual(res.body.errors['token'], [RESET_TOKEN_INVALID]);
  });
});

describe('forgot password', () => {
  test('answers alike for a real account, one without email and an unknown one, however often', async () => {
    await userNamed('forgot.real', 'Rey Lim', 'forgot.real@example.coop');
    await userNamed('forgot.nomail', 'Sol Ong', null);
    const answers = [];
    // Seven for the real account (past its five mails an hour), each from its own address.
    for (let i = 0; i < 7; i += 1) {
      for (const who of ['forgot.real', 'forgot.nomail', 'forgot.nobody']) {
        const res = await t
          .anonymous()
          .post('/api/v2/auth/forgot-password', { usernameOrEmail: who }, { ip: `10.44.${i}.1` });
        answers.push({ who, status: res.status, body: res.body });
      }
    }
    for (const a of answers) {
      assert.equal(a.status, 200, a.who);
      assert.deepEqual(a.body, { message: FORGOT_PASSWORD_SENT }, a.who);
    }
    const mails = await t.running.database.db
      .selectFrom('mail_outbox')
      .select('id')
      .where('to_address', '=', 'forgot.real@example.coop')
      .execute();
    assert.equal(mails.length, 5, 'at most five mails an hour, silently');
  });

  test('one address asking too often gets the same 429 whatever it asks about', async () => {
    await userNamed('forgot.flood', 'Kim Yu', 'forgot.flood@example.coop');
    const ip = '10.45.0.1';
    for (let i = 0; i < 10; i += 1) {
      const res = await t.anonymous().post('/api/v2/auth/forgot-password', { usernameOrEmail: `someone${i}` }, { ip });
      assert.equal(res.status, 200);
    }
    const real = await t.anonymous().post('/api/v2/auth/forgot-password', { usernameOrEmail: 'forgot.flood' }, { ip });
    const unknown = await t
      .anonymous()
      .post('/api/v2/auth/forgot-password', { usernameOrEmail: 'nobody.at.all' }, { ip });
    assert.equal(real.status, 429);
    assert.equal(unknown.status, 429);
    assert.deepEqual(real.body, unknown.body);
    assert.deepEqual((real.body as ErrorBody).errors['generalErrors'], [FORGOT_PASSWORD_THROTTLED]);
  });
});
