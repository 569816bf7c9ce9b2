// Who may push as a biometric device: an active registered serial number with its push key
// and/or from its allowed addresses. Unknown serials, wrong keys and wrong addresses get the very
// same answer (no serial discovery), store nothing, and are audited once a minute per serial and
// address. HR sets the addresses and generates the key (shown once) on the devices screen.
import assert from 'node:assert/strict';
import { after, before, mock, test } from 'node:test';
import type { BiometricDevice, DevicePushKey } from '@ilaw/contracts/dtr/devices/biometric-device';
import { DEVICE_ADDRESS_MESSAGE } from '@ilaw/contracts/dtr/devices/biometric-device';
import { createTestApp, type TestApp, type TestClient, type TestResponse } from '../support/test-app.ts';

let t: TestApp;
let hr: TestClient & { userId: number };
const DEVICES = '/api/v2/isd/hr/biometric-devices';

before(async () => {
  t = await createTestApp();
  hr = await t.userWithRoles(['Employee']);
  await t.running.database.db
    .insertInto('employees')
    .values({ employee_id: 'DP-1', first_name: 'Dina', last_name: 'Pascual', biometric_user_id: '5501' })
    .execute();
});
after(async () => t.close());

async function register(serialNumber: string, allowedAddresses: string[] = []): Promise<BiometricDevice> {
  const res = await hr.post<BiometricDevice>(DEVICES, { serialNumber, name: `Gate ${serialNumber}`, allowedAddresses });
  assert.equal(res.status, 201, JSON.stringify(res.body));
  return res.body;
}

async function keyFor(device: BiometricDevice): Promise<DevicePushKey> {
  const res = await hr.post<DevicePushKey>(`${DEVICES}/${device.id}/push-key`);
  assert.equal(res.status, 200, JSON.stringify(res.body));
  return res.body;
}

let stamp = 0;
/** One ATTLOG push as the device sends it; a new punch each time so a stored log shows. */
function push(
  serial: string,
  options: { key?: string; ip?: string; path?: string; headers?: Record<string, string> } = {},
): Promise<TestResponse<string>> {
  stamp += 1;
  const minute = String(stamp % 60).padStart(2, '0');
  return t.anonymous().request<string>('POST', `${options.path ?? ''}/iclock/cdata`, {
    query: { SN: serial, table: 'ATTLOG', Stamp: '1', ...(options.key ? { key: options.key } : {}) },
    payload: `5501\t2025-02-03 08:${minute}:00\t0\t1\t0\t0\t0\n`,
    headers: { 'content-type': 'text/plain', ...options.headers },
    noXhrHeader: true,
    ...(options.ip ? { ip: options.ip } : {}),
  });
}

const storedLogs = async () =>
  Number(
    (
      await t.running.database.db
        .selectFrom('biometric_logs')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

const answer = (r: TestResponse<string>) => ({ status: r.status, type: r.headers['content-type'], body: r.body });

test('unknown serial, known serial with a wrong or missing key, wrong address, inactive or unset device: one answer', async () => {
  const keyed = await register('ZK-KEYED');
  const { pushKey } = await keyFor(keyed);
  await register('ZK-LISTED', ['10.20.0.0/16']);
  await register('ZK-UNSET');
  const inactive = await register('ZK-OFF', ['10.20.0.0/16']);
  await hr.put(`${DEVICES}/${inactive.id}`, {
    serialNumber: 'ZK-OFF',
    name: 'Off',
    isActive: false,
    allowedAddresses: ['10.20.0.0/16'],
  });
  const before = await storedLogs();
  const refusals = [
    await push('ZK-NOBODY', { key: pushKey }),
    await push('ZK-KEYED', { key: `${pushKey}x` }),
    await push('ZK-KEYED'),
    await push('ZK-KEYED', { key: pushKey, path: `/adms/${pushKey}x` }),
    await push('ZK-LISTED', { ip: '10.21.0.5' }),
    await push('ZK-UNSET'),
    await push('ZK-OFF', { ip: '10.20.0.5' }),
    await push(''),
  ];
  const first = answer(refusals[0]!);
  assert.equal(first.status, 401);
  for (const r of refusals) assert.deepEqual(answer(r), first);
  // The handshake and the command poll answer the same way.
  const anon = t.anonymous();
  assert.deepEqual(
    answer(await anon.get<string>('/iclock/cdata', { query: { SN: 'ZK-NOBODY', options: 'all' } })),
    first,
  );
  assert.deepEqual(answer(await anon.get<string>('/iclock/getrequest', { query: { SN: 'ZK-KEYED' } })), first);
  assert.equal(await storedLogs(), before, 'nothing was stored');
});

test('the right key is accepted in the query or as the path prefix of the server address', async () => {
  const device = await register('ZK-RIGHT');
  const key = await keyFor(device);
  assert.equal(key.serverAddress, `${t.running.services.config.publicUrl}/adms/${key.pushKey}`);
  assert.equal(key.queryExample, `${t.running.services.config.publicUrl}/iclock/cdata?SN=ZK-RIGHT&key=${key.pushKey}`);
  assert.equal(key.device.hasPushKey, true);
  const before = await storedLogs();
  const byQuery = await push('ZK-RIGHT', { key: key.pushKey, ip: '203.0.113.9' });
  assert.equal(byQuery.status, 200);
  assert.equal(byQuery.body, 'OK: 1');
  const byPath = await push('ZK-RIGHT', { path: `/adms/${key.pushKey}` });
  assert.equal(byPath.status, 200);
  assert.equal(await storedLogs(), before + 2);
  const listed = (await hr.get<BiometricDevice[]>(DEVICES)).body.find((d) => d.id === device.id)!;
  assert.equal(listed.hasPushKey, true);
  assert.ok(listed.pushKeySetAt);
  assert.ok(!JSON.stringify(listed).includes(key.pushKey), 'the key is shown only once');
  const stored = await t.running.database.db
    .selectFrom('biometric_devices')
    .select('push_key_hash')
    .where('id', '=', device.id)
    .executeTakeFirstOrThrow();
  assert.notEqual(stored.push_key_hash, key.pushKey);

  // A new key replaces the old one at once; removing it leaves the device unset (refused).
  const next = await keyFor(device);
  assert.equal((await push('ZK-RIGHT', { key: key.pushKey })).status, 401);
  assert.equal((await push('ZK-RIGHT', { key: next.pushKey })).status, 200);
  const removed = await hr.delete<BiometricDevice>(`${DEVICES}/${device.id}/push-key`);
  assert.equal(removed.status, 200);
  assert.equal(removed.body.hasPushKey, false);
  assert.equal((await push('ZK-RIGHT', { key: next.pushKey })).status, 401);
});

test('allowed addresses: accepted from a listed address or range only; with a key as well, both are needed', async () => {
  const device = await register('ZK-ADDR', ['10.30.0.7', '192.168.40.0/24']);
  assert.deepEqual(device.allowedAddresses, ['10.30.0.7', '192.168.40.0/24']);
  assert.equal((await push('ZK-ADDR', { ip: '10.30.0.7' })).status, 200);
  assert.equal((await push('ZK-ADDR', { ip: '192.168.40.201' })).status, 200);
  assert.equal((await push('ZK-ADDR', { ip: '192.168.41.1' })).status, 401);
  // X-Forwarded-For counts only behind a trusted proxy (TRUST_PROXY): not here.
  assert.equal(
    (await push('ZK-ADDR', { ip: '198.51.100.1', headers: { 'x-forwarded-for': '10.30.0.7' } })).status,
    401,
  );
  const { pushKey } = await keyFor(device);
  assert.equal((await push('ZK-ADDR', { ip: '10.30.0.7' })).status, 401);
  assert.equal((await push('ZK-ADDR', { ip: '10.30.0.7', key: pushKey })).status, 200);
  assert.equal((await push('ZK-ADDR', { ip: '10.99.0.1', key: pushKey })).status, 401);
  const seen = (await hr.get<BiometricDevice[]>(DEVICES)).body.find((d) => d.id === device.id)!;
  assert.equal(seen.lastIp, '10.30.0.7');
});

test('addresses are checked by the contract; the list is kept without repeats', async () => {
  const bad = await hr.post<{ errors: Record<string, string[]> }>(DEVICES, {
    serialNumber: 'ZK-BAD',
    name: 'Bad',
    allowedAddresses: ['10.0.0.1', 'gate.local'],
  });
  assert.equal(bad.status, 400);
  assert.deepEqual(Object.values(bad.body.errors).flat(), [DEVICE_ADDRESS_MESSAGE]);
  const range = await hr.post<{ errors: Record<string, string[]> }>(DEVICES, {
    serialNumber: 'ZK-BAD',
    name: 'Bad',
    allowedAddresses: ['10.0.0.0/33'],
  });
  assert.equal(range.status, 400);
  const ok = await register('ZK-V6', ['2001:db8::/48', ' 10.0.0.1 ', '10.0.0.1']);
  assert.deepEqual(ok.allowedAddresses, ['2001:db8::/48', '10.0.0.1']);
  const other = await t.userWithRoles(['DtrManualInput']);
  assert.equal((await other.post(`${DEVICES}/${ok.id}/push-key`)).status, 403);
});

test('refusals are audited with serial, address and reason, once a minute per serial and address', async () => {
  const db = t.running.database.db;
  const entries = () =>
    db
      .selectFrom('audit_log')
      .select(['entity_id', 'ip_address', 'new_values'])
      .where('entity_type', '=', 'biometric-device-push')
      .where('entity_id', 'like', 'ZK-AUDIT%')
      .orderBy('id')
      .execute();
  const device = await register('ZK-AUDIT-1');
  await keyFor(device);
  // Within one minute of the clock (the coalescing window), whenever the test runs.
  mock.timers.enable({ apis: ['Date'], now: Date.UTC(2026, 2, 2, 8, 0, 0) });
  try {
    for (let i = 0; i < 5; i += 1) await push('ZK-AUDIT-1', { key: 'guess', ip: '198.51.100.7' });
    await push('ZK-AUDIT-1', { key: 'guess', ip: '198.51.100.8' });
    await push('ZK-AUDIT-UNKNOWN', { ip: '198.51.100.7' });
  } finally {
    mock.timers.reset();
  }
  assert.deepEqual(
    (await entries()).map((e) => [e.entity_id, e.ip_address, e.new_values]),
    [
      [
        'ZK-AUDIT-1',
        '198.51.100.7',
        { serial: 'ZK-AUDIT-1', address: '198.51.100.7', reason: 'wrong-key', deviceId: device.id },
      ],
      [
        'ZK-AUDIT-1',
        '198.51.100.8',
        { serial: 'ZK-AUDIT-1', address: '198.51.100.8', reason: 'wrong-key', deviceId: device.id },
      ],
      [
        'ZK-AUDIT-UNKNOWN',
        '198.51.100.7',
        { serial: 'ZK-AUDIT-UNKNOWN', address: '198.51.100.7', reason: 'unknown-serial', deviceId: null },
      ],
    ],
  );
  // HR reads a device's refusals as its history.
  const history = await hr.get<unknown[]>('/api/v2/audit/biometric-device-push/ZK-AUDIT-1');
  assert.equal(history.status, 200);
  assert.equal(history.body.length, 2);
});

test('behind a trusted proxy the forwarded client address is the one checked', async () => {
  const proxied = await createTestApp({ TRUST_PROXY: 'true' });
  try {
    const hrP = await proxied.userWithRoles(['Employee']);
    const res = await hrP.post<BiometricDevice>(DEVICES, {
      serialNumber: 'ZK-PROXY',
      name: 'Proxy gate',
      allowedAddresses: ['10.30.0.7'],
    });
    assert.equal(res.status, 201);
    const send = (forwarded: string) =>
      proxied.anonymous().request('GET', '/iclock/getrequest', {
        query: { SN: 'ZK-PROXY' },
        headers: { 'x-forwarded-for': forwarded },
        ip: '127.0.0.1',
      });
    assert.equal((await send('10.30.0.7')).status, 200);
    assert.equal((await send('10.30.0.8')).status, 401);
  } finally {
    await proxied.close();
  }
});
