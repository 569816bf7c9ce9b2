// Server-side sorting of the time and leave lists: `sort` names a whitelisted column, `order` asc
// or desc, the list's own order breaks ties; any other column is refused with a 400.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { employeeBiometricLogsEndpoint } from '@ilaw/contracts/dtr/logs/list-employee-biometric-logs';
import { hrDtrListEndpoint } from '@ilaw/contracts/dtr/records/list-daily-time-records';
import { listLeaveBalancesEndpoint } from '@ilaw/contracts/leave/leave-balances/list-leave-balances';
import { listLedgerTransactionsEndpoint } from '@ilaw/contracts/leave/ledger/list-ledger-transactions';
import { createTestApp, type TestApp, type TestClient } from '../support/test-app.ts';

let t: TestApp;
let hr: TestClient;
const ids: number[] = [];

before(async () => {
  t = await createTestApp();
  hr = await t.userWithRoles(['Employee', 'LeaveLedger']);
  const db = t.running.database.db;
  for (const [code, last] of [
    ['SRT-2', 'Bautista'],
    ['SRT-1', 'Cruz'],
    ['SRT-3', 'Abad'],
  ] as const) {
    const row = await db
      .insertInto('employees')
      .values({ employee_id: code, first_name: 'Test', last_name: last, date_hired: '2020-01-01' })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.push(row.id);
  }
  await db
    .insertInto('biometric_logs')
    .values(
      ['07:58:00', '12:01:00', '17:03:00'].map((time, i) => ({
        device_serial: `DEV-${3 - i}`,
        biometric_user_id: '901',
        log_date: '2031-03-03',
        log_time: time,
        employee_id: ids[0]!,
      })),
    )
    .execute();
});
after(async () => t.close());

test('employee leave balances sort by the named column in either order', async () => {
  const names = async (query: Parameters<typeof hr.call<typeof listLeaveBalancesEndpoint>>[1]) =>
    (await hr.call(listLeaveBalancesEndpoint, query)).data
      .filter((r) => r.employeeCode.startsWith('SRT-'))
      .map((r) => r.employeeCode);
  assert.deepEqual(await names({ query: { search: 'SRT' } }), ['SRT-3', 'SRT-2', 'SRT-1']);
  assert.deepEqual(await names({ query: { search: 'SRT', sort: 'employeeCode' } }), ['SRT-1', 'SRT-2', 'SRT-3']);
  assert.deepEqual(await names({ query: { search: 'SRT', sort: 'employeeCode', order: 'desc' } }), [
    'SRT-3',
    'SRT-2',
    'SRT-1',
  ]);
});

test('biometric logs sort by time either way (newest first when no column is named)', async () => {
  const times = async (order?: 'asc' | 'desc') =>
    (
      await hr.call(employeeBiometricLogsEndpoint, {
        params: { employeeId: ids[0]! },
        query: order ? { sort: 'logDate', order } : {},
      })
    ).data.map((l) => l.logTime);
  assert.deepEqual(await times(), ['17:03:00', '12:01:00', '07:58:00']);
  assert.deepEqual(await times('asc'), ['07:58:00', '12:01:00', '17:03:00']);
  const bySerial = await hr.call(employeeBiometricLogsEndpoint, {
    params: { employeeId: ids[0]! },
    query: { sort: 'deviceSerial' },
  });
  assert.deepEqual(
    bySerial.data.map((l) => l.deviceSerial),
    ['DEV-1', 'DEV-2', 'DEV-3'],
  );
});

test('a column a list does not sort by is refused with 400', async () => {
  const bad = (sort: string) => ({ sort }) as unknown as { sort: 'employeeName' };
  const balances = await hr.send(listLeaveBalancesEndpoint, { query: bad('salary') });
  assert.equal(balances.status, 400);
  const ledger = await hr.send(listLedgerTransactionsEndpoint, { query: bad('password') });
  assert.equal(ledger.status, 400);
  const dtr = await hr.send(hrDtrListEndpoint, {
    query: { from: '2031-03-01', to: '2031-03-31', ...(bad('remarks') as object) },
  });
  assert.equal(dtr.status, 400);
});
