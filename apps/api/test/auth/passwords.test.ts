import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { CURRENT_PASSWORD_WRONG } from '@ilaw/contracts/auth/change-password';
import { PASSWORD_TOO_COMMON, PASSWORDS_DO_NOT_MATCH } from '@ilaw/contracts/auth/password-policy';
import { RESET_TOKEN_INVALID } from '@ilaw/contracts/auth/reset-password';
import { FORGOT_PASSWORD_SENT } from '@ilaw/contracts/auth/forgot-password';
import { createTestApp, USER_PASSWORD, type TestApp } from '../support/test-app.ts';

type ErrorBody = { errors: Record<string, string[]> };
let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(async () => t.close());

test('change password: checks the current one, the confirmation and common passwords', async () => {
  const u = await t.userWithRoles([]);
  const wrong = await u.post<ErrorBody>('/api/auth/ChangePassword', {
    currentPassword: 'not-it-at-all',
    newPassword: 'Bagong#Pass1',
    confirmPassword: 'Bagong#Pass1',
  });
  assert.equal(wrong.status, 400);
  assert.deepEqual(wrong.body.errors['currentPassword'], [CURRENT_PASSWORD_WRONG]);
  const mismatch = await u.post<ErrorBody>('/api/auth/ChangePassword', {
    currentPassword: USER_PASSWORD,
    newPassword: 'Bagong#Pass1',
    confirmPassword: 'Bagong#Pass2',
  });
  assert.deepEqual(mismatch.body.errors['confirmPassword'], [PASSWORDS_DO_NOT_MATCH]);
  const common = await u.post<ErrorBody>('/api/auth/ChangePassword', {
    currentPassword: USER_PASSWORD,
    newPassword: 'password123',
    confirmPassword: 'password123',
  });
  assert.deepEqual(common.body.errors['newPassword'], [PASSWORD_TOO_COMMON]);
  const short = await u.post<ErrorBody>('/api/auth/ChangePassword', {
    currentPassword: USER_PASSWORD,
    newPassword: 'Ab#1',
    confirmPassword: 'Ab#1',
  });
  assert.deepEqual(short.body.errors['newPassword'], ['String length should be between 8 and 128 characters.']);
});

test('change password: succeeds, keeps this session, ends the others, and the hash is argon2id', async () => {
  const u = await t.userWithRoles([]);
  const row = await t.running.database.db
    .selectFrom('users')
    .select('username')
    .where('id', '=', u.userId)
    .executeTakeFirstOrThrow();
  const other = t.anonymous();
  await other.login(row.username, USER_PASSWORD);
  const res = await u.post('/api/auth/ChangePassword', {
    currentPassword: USER_PASSWORD,
    newPassword: 'Bagong#Pass1',
    confirmPassword: 'Bagong#Pass1',
  });
  assert.equal(res.status, 200);
  assert.equal((await u.get('/api/auth/user')).status, 200);
  assert.equal((await other.get('/api/auth/user')).status, 401);
  await t.anonymous().login(row.username, 'Bagong#Pass1');
  const stored = await t.running.database.db
    .selectFrom('users')
    .select('password_hash')
    .where('id', '=', u.userId)
    .executeTakeFirstOrThrow();
  assert.match(stored.password_hash, /^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
});

test('forgot and reset password: the link works once, through the outbox', async () => {
  const u = await t.userWithRoles([]);
  const db = t.running.database.db;
  const row = await db.selectFrom('users').select('username').where('id', '=', u.userId).executeTakeFirstOrThrow();
  await db
    .updateTable('users')
    .set({ email: `${row.username}@example.coop` })
    .where('id', '=', u.userId)
    .execute();

  const unknown = await t
    .anonymous()
    .post<{ message: string }>('/api/v2/auth/forgot-password', { usernameOrEmail: 'nobody-here' });
  assert.equal(unknown.status, 200);
  assert.equal(unknown.body.message, FORGOT_PASSWORD_SENT, 'the same answer whether or not the account exists');

  const res = await t
    .anonymous()
    .post<{ message: string }>('/api/v2/auth/forgot-password', { usernameOrEmail: `${row.username}@EXAMPLE.coop` });
  assert.equal(res.body.message, FORGOT_PASSWORD_SENT);
  const outbox = await t.admin.get<{ data: { toAddress: string; body: string }[] }>('/api/v2/admin/mail-outbox');
  const mail = outbox.body.data.find((m) => m.toAddress === `${row.username}@example.coop`);
  assert.ok(mail, 'the reset mail is in the outbox Admin can read');
  const token = /token=([\w-]+)/.exec(mail.body)?.[1];
  assert.ok(token);

  const reset = await t.anonymous().post('/api/v2/auth/reset-password', {
    token: decodeURIComponent(token),
    newPassword: 'Reset#Pass22',
    confirmPassword: 'Reset#Pass22',
  });
  assert.equal(reset.status, 200);
  assert.equal((await u.get('/api/auth/user')).status, 401, 'sessions end at reset');
  await t.anonymous().login(row.username, 'Reset#Pass22');

  const again = await t.anonymous().post<ErrorBody>('/api/v2/auth/reset-password', {
    token: decodeURIComponent(token),
    newPassword: 'Other#Pass33',
    confirmPassword: 'Other#Pass33',
  });
  assert.equal(again.status, 400);
  assert.deepEqual(again.body.errors['token'], [RESET_TOKEN_INVALID]);
});

test('an expired reset token is refused', async () => {
  const u = await t.userWithRoles([]);
  const db = t.running.database.db;
  const row = await db.selectFrom('users').select('username').where('id', '=', u.userId).executeTakeFirstOrThrow();
  await db
    .updateTable('users')
    .set({ email: `${row.username}@example.coop` })
    .where('id', '=', u.userId)
    .execute();
  await t.anonymous().post('/api/v2/auth/forgot-password', { usernameOrEmail: row.username });
  await db
    .updateTable('password_reset_tokens')
    .set({ expires_at: new Date(Date.now() - 1000) })
    .where('user_id', '=', u.userId)
    .execute();
  const outbox = await t.admin.get<{ data: { toAddress: string; body: string }[] }>('/api/v2/admin/mail-outbox');
  const token =
    /token=([\w-]+)/.exec(outbox.body.data.find((m) => m.toAddress.startsWith(row.username))?.body ?? '')?.[1] ?? '';
  const res = await t.anonymous().post('/api/v2/auth/reset-password', {
    token,
    newPassword: 'Reset#Pass22',
    confirmPassword: 'Reset#Pass22',
  });
  assert.equal(res.status, 400);
});
