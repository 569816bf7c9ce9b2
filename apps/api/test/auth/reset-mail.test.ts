// With SMTP configured, forgot-password answers without waiting for the mail server, so a real
// account's answer does not take measurably longer than an unknown one's (docs/decisions/008).
// The "mail server" here is a local socket that accepts and never speaks.
import assert from 'node:assert/strict';
import { createServer, type Socket } from 'node:net';
import { after, before, test } from 'node:test';
import { FORGOT_PASSWORD_SENT } from '@ilaw/contracts/auth/forgot-password';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let connected: (socket: Socket) => void = () => undefined;
const connection = new Promise<Socket>((resolve) => (connected = resolve));
const silentSmtp = createServer((socket) => connected(socket));
let t: TestApp;

before(async () => {
  await new Promise<void>((resolve) => silentSmtp.listen(0, '127.0.0.1', resolve));
  const address = silentSmtp.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  t = await createTestApp({ SMTP_HOST: '127.0.0.1', SMTP_PORT: String(port) });
});
after(async () => {
  await t.close();
  silentSmtp.close();
});

test('the answer does not wait for the mail server; a failed delivery is noted in the outbox', async () => {
  const u = await t.userWithRoles([], { username: 'smtp.wait' });
  await t.running.database.db
    .updateTable('users')
    .set({ email: 'smtp.wait@example.coop' })
    .where('id', '=', u.userId)
    .execute();
  const res = await t.anonymous().post('/api/v2/auth/forgot-password', { usernameOrEmail: 'smtp.wait' });
  assert.equal(res.status, 200);
  assert.deepEqual(res.body, { message: FORGOT_PASSWORD_SENT });
  const outbox = () =>
    t.running.database.db
      .selectFrom('mail_outbox')
      .select(['sent_at', 'error'])
      .where('to_address', '=', 'smtp.wait@example.coop')
      .executeTakeFirstOrThrow();
  const pending = await outbox();
  assert.equal(pending.sent_at, null);
  assert.equal(pending.error, null, 'answered while the mail server had not said a word');

  (await connection).destroy();
  await t.running.services.mailer.flush();
  const failed = await outbox();
  assert.equal(failed.sent_at, null);
  assert.ok(failed.error, 'the failure is on the outbox row');
});
