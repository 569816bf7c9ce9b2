// Guessing is throttled atomically (parallel guesses cannot all be evaluated) and so that an
// attacker cannot lock the owner out: sign-in, the change of password and the public Employee
// ID + birth date look-up (docs/decisions/008). The per-account hourly limit is lowered here so
// the many-address cases stay small.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { LOGIN_THROTTLED_MESSAGE } from '@ilaw/contracts/auth/login';
import { REQUEST_LOOKUP_LIMITED } from '@ilaw/contracts/dtr/public-lookups/public-lookup';
import { createTestApp, USER_PASSWORD, type TestApp, type TestClient } from '../support/test-app.ts';

type ErrorBody = { errors: Record<string, string[]> };
const HOURLY = 10;

let t: TestApp;
before(async () => {
  t = await createTestApp({
    LOGIN_MAX_FAILURES_PER_ACCOUNT_HOURLY: String(HOURLY),
    LOOKUP_MAX_FAILURES_PER_EMPLOYEE_HOURLY: String(HOURLY),
  });
});
after(async () => t.close());

async function newUser(): Promise<{ username: string; client: TestClient & { userId: number } }> {
  const client = await t.userWithRoles([]);
  const row = await t.running.database.db
    .selectFrom('users')
    .select('username')
    .where('id', '=', client.userId)
    .executeTakeFirstOrThrow();
  return { username: row.username, client };
}

function signIn(username: string, password: string, ip: string, client: TestClient = t.anonymous()) {
  return client.post<ErrorBody>('/api/auth/login', { username, password }, { ip });
}

async function evaluatedSignIns(username: string): Promise<number> {
  const rows = await t.running.database.db
    .selectFrom('login_attempts')
    .select('id')
    .where('username_key', '=', username.toLowerCase())
    .where('succeeded', '=', false)
    .execute();
  return rows.length;
}

function statuses(results: { status: number }[]): Record<number, number> {
  const out: Record<number, number> = {};
  for (const r of results) out[r.status] = (out[r.status] ?? 0) + 1;
  return out;
}

describe('sign-in', () => {
  test('40 parallel wrong passwords from one address: only 5 are checked, the rest are 429', async () => {
    const { username } = await newUser();
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) => signIn(username, `wrong-guess-${i}`, '10.20.0.1')),
    );
    assert.deepEqual(statuses(results), { 401: 5, 429: 35 });
    assert.equal(await evaluatedSignIns(username), 5, 'five passwords were verified');
    const refused = results.find((r) => r.status === 429);
    assert.deepEqual(refused?.body.errors['generalErrors'], [LOGIN_THROTTLED_MESSAGE]);
    assert.equal((await signIn(username, USER_PASSWORD, '10.20.0.1')).status, 429, 'even the right one, there');
  });

  test('failures from one address do not lock the owner out at another', async () => {
    const { username } = await newUser();
    for (let i = 0; i < 5; i += 1) assert.equal((await signIn(username, 'wrong-pass', '10.21.0.1')).status, 401);
    assert.equal((await signIn(username, 'wrong-pass', '10.21.0.1')).status, 429);
    assert.equal((await signIn(username, USER_PASSWORD, '10.21.0.2')).status, 200);
  });

  test('a guess spread over 40 addresses is held by the per-account limit; the owner still gets in', async () => {
    const { username } = await newUser();
    // The owner signed in before from this browser and this address (userWithRoles used 127.0.0.1).
    const ownBrowser = t.anonymous();
    assert.equal((await signIn(username, USER_PASSWORD, '10.22.9.9', ownBrowser)).status, 200);
    assert.ok(ownBrowser.otherCookies.get('ilaw_device'), 'a known-device cookie is set at sign-in');

    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) => signIn(username, `wrong-guess-${i}`, `10.23.0.${i + 1}`)),
    );
    assert.deepEqual(statuses(results), { 401: HOURLY, 429: 40 - HOURLY });
    assert.equal(await evaluatedSignIns(username), HOURLY);

    const stranger = await signIn(username, USER_PASSWORD, '10.24.0.1');
    assert.equal(stranger.status, 429, 'a new browser at a new address waits');
    const sameBrowserNewAddress = await signIn(username, USER_PASSWORD, '10.24.0.2', ownBrowser);
    assert.equal(sameBrowserNewAddress.status, 200, 'the known browser is not held by the per-account limit');
    const knownAddress = await signIn(username, USER_PASSWORD, '10.22.9.9');
    assert.equal(knownAddress.status, 200, 'nor is the address of a recent successful sign-in');
  });

  test('a known browser gets in at an address that is blocked for everyone else', async () => {
    const { username } = await newUser();
    const ownBrowser = t.anonymous();
    assert.equal((await signIn(username, USER_PASSWORD, '10.25.0.1', ownBrowser)).status, 200);
    for (let i = 0; i < 20; i += 1) await signIn(`nobody-${i}`, 'wrong-pass', '10.25.0.9');
    assert.equal((await signIn(username, 'wrong-pass', '10.25.0.9')).status, 429);
    assert.equal((await signIn(username, USER_PASSWORD, '10.25.0.9')).status, 429);
    assert.equal((await signIn(username, USER_PASSWORD, '10.25.0.9', ownBrowser)).status, 200);
  });

  test('a known browser has its own limit: five wrong there and it waits too', async () => {
    const { username } = await newUser();
    const browser = t.anonymous();
    assert.equal((await signIn(username, USER_PASSWORD, '10.26.0.1', browser)).status, 200);
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) => signIn(username, `wrong-${i}`, `10.26.1.${i}`, browser)),
    );
    assert.deepEqual(statuses(results), { 401: 5, 429: 7 });
  });
});

describe('change password', () => {
  test('40 parallel wrong current passwords: only 5 are checked', async () => {
    const { client } = await newUser();
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        client.post<ErrorBody>('/api/auth/ChangePassword', {
          currentPassword: `wrong-current-${i}`,
          newPassword: 'Bagong#Pass1',
          confirmPassword: 'Bagong#Pass1',
        }),
      ),
    );
    assert.deepEqual(statuses(results), { 400: 5, 429: 35 });
    const right = await client.post('/api/auth/ChangePassword', {
      currentPassword: USER_PASSWORD,
      newPassword: 'Bagong#Pass1',
      confirmPassword: 'Bagong#Pass1',
    });
    assert.equal(right.status, 429, 'held until the window passes');
  });

  test('a right current password clears the count', async () => {
    const { client } = await newUser();
    for (let i = 0; i < 4; i += 1) {
      const wrong = await client.post('/api/auth/ChangePassword', {
        currentPassword: 'wrong-current',
        newPassword: 'Bagong#Pass1',
        confirmPassword: 'Bagong#Pass1',
      });
      assert.equal(wrong.status, 400);
    }
    const ok = await client.post('/api/auth/ChangePassword', {
      currentPassword: USER_PASSWORD,
      newPassword: 'Bagong#Pass1',
      confirmPassword: 'Bagong#Pass1',
    });
    assert.equal(ok.status, 200);
    const wrongAgain = await client.post('/api/auth/ChangePassword', {
      currentPassword: 'wrong-current',
      newPassword: 'Other#Pass33',
      confirmPassword: 'Other#Pass33',
    });
    assert.equal(wrongAgain.status, 400);
  });
});

describe('public Employee ID + birth date look-up', () => {
  const period = { from: '2026-03-02', to: '2026-03-02' };
  let serial = 0;
  async function employee(): Promise<string> {
    serial += 1;
    const employeeId = `TH-${serial}`;
    await t.running.database.db
      .insertInto('employees')
      .values({ employee_id: employeeId, first_name: 'Throttle', last_name: `Test${serial}`, birth_date: '1991-02-03' })
      .execute();
    return employeeId;
  }
  function lookUp(employeeId: string, birthDate: string, ip: string, client: TestClient = t.anonymous()) {
    return client.get<ErrorBody>('/api/requests/BiometricLogs', { query: { employeeId, birthDate, ...period }, ip });
  }
  async function evaluatedLookups(employeeId: string): Promise<number> {
    const rows = await t.running.database.db
      .selectFrom('dtr_public_lookups')
      .select('id')
      .where('employee_key', '=', employeeId.toLowerCase())
      .where('succeeded', '=', false)
      .execute();
    return rows.length;
  }

  test('40 parallel wrong birth dates from one address: only 5 are checked', async () => {
    const id = await employee();
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) => lookUp(id, `1980-01-${String((i % 28) + 1).padStart(2, '0')}`, '10.30.0.1')),
    );
    assert.deepEqual(statuses(results), { 400: 5, 429: 35 });
    assert.equal(await evaluatedLookups(id), 5);
    assert.deepEqual(results.find((r) => r.status === 429)?.body.errors['generalErrors'], [REQUEST_LOOKUP_LIMITED]);
    assert.equal(
      (await lookUp(id, '1991-02-03', '10.30.0.2')).status,
      200,
      'the employee, elsewhere, is not locked out',
    );
  });

  test('spread over 40 addresses: held per employee, but not for a browser that looked up before', async () => {
    const id = await employee();
    const ownBrowser = t.anonymous();
    assert.equal((await lookUp(id, '1991-02-03', '10.31.9.9', ownBrowser)).status, 200);
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) => lookUp(id, '1980-01-01', `10.32.0.${i + 1}`)),
    );
    assert.deepEqual(statuses(results), { 400: HOURLY, 429: 40 - HOURLY });
    assert.equal(await evaluatedLookups(id), HOURLY);
    assert.equal((await lookUp(id, '1991-02-03', '10.33.0.1')).status, 429);
    assert.equal((await lookUp(id, '1991-02-03', '10.33.0.2', ownBrowser)).status, 200);
  });
});
