// The opening balance import on the one import pipeline: the importer's own row is refused
// (separation of duties) while the others post; CSV is read like .xlsx; a file imported
// completely is answered with that import the second time and posts nothing twice.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { OWN_RECORD_CHANGE } from '@ilaw/contracts/approvals/requests/approval-request';
import type { ImportResult } from '@ilaw/contracts/platform/imports';
import { MESSAGES } from '@ilaw/contracts/validation';
import { sql } from 'kysely';
import { LINE, STATUS } from '../../src/modules/leave/ledger.ts';
import { createTestApp, type TestApp, type TestClient } from '../support/test-app.ts';
import { uploadBytes, uploadWorkbook } from './leave-support.ts';

let t: TestApp;
let officer: TestClient & { userId: number };
let colleague: TestClient;
let fy: number;
const HEAD = ['Employee ID', 'Employee Name', 'Leave Type', 'Days'];
const IMPORT = '/api/v2/isd/hr/leaves/opening-balances/import';

before(async () => {
  t = await createTestApp();
  const db = t.running.database.db;
  officer = await t.userWithRoles(['LeaveLedger']);
  colleague = await t.userWithRoles(['LeaveLedger']);
  await db.updateTable('fiscal_years').set({ is_active: false }).execute();
  fy = (
    await db
      .insertInto('fiscal_years')
      .values({ year: 2033, name: 'FY 2033', start_date: '2033-01-01', end_date: '2033-12-31', is_active: true })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  await db
    .insertInto('employees')
    .values([
      {
        employee_id: 'OB-OWN',
        first_name: 'Olga',
        last_name: 'Officer',
        user_id: officer.userId,
        date_hired: '2020-01-01',
      },
      { employee_id: 'OB-B', first_name: 'Bea', last_name: 'Bautista', date_hired: '2020-01-01' },
      { employee_id: 'OB-C', first_name: 'Cita', last_name: 'Cruz', date_hired: '2020-01-01' },
    ])
    .execute();
});
after(async () => t.close());

async function openings(employeeId: string): Promise<string[]> {
  const rows = await sql<{ code: string; days: string }>`
    SELECT t.code, l.days::text AS days FROM leave_ledger_lines l
    JOIN employees e ON e.id = l.employee_id JOIN leave_types t ON t.id = l.leave_type_id
    WHERE e.employee_id = ${employeeId} AND l.fiscal_year_id = ${fy}
      AND l.line_type = ${LINE.OpeningBalance} AND l.status = ${STATUS.Posted}
    ORDER BY t.code`.execute(t.running.database.db);
  return rows.rows.map((r) => `${r.code} ${Number(r.days)}`);
}

test('the officer’s own row is refused with its reason; the others post; a colleague imports it', async () => {
  const res = await uploadWorkbook<ImportResult>(officer, `${IMPORT}?fiscalYearId=${fy}`, [
    HEAD,
    ['OB-OWN', '', 'VL', 30],
    ['OB-B', '', 'VL', 4.5],
    ['OB-B', '', 'SL', 1000],
  ]);
  assert.equal(res.status, 200, JSON.stringify(res.body));
  assert.deepEqual(
    res.body.errors.map((e) => [e.row, e.field, e.value, e.message]),
    [
      [2, 'Employee ID', 'OB-OWN', OWN_RECORD_CHANGE],
      [4, 'Days', '1000', MESSAGES.numberRange(0, 999.999)],
    ],
  );
  assert.deepEqual([res.body.read, res.body.posted, res.body.failed], [3, 1, 2]);
  assert.deepEqual(await openings('OB-OWN'), [], 'nothing posted on her own ledger');
  assert.deepEqual(await openings('OB-B'), ['VL 4.5']);

  const byColleague = await uploadWorkbook<ImportResult>(colleague, `${IMPORT}?fiscalYearId=${fy}`, [
    HEAD,
    ['OB-OWN', '', 'VL', 30],
  ]);
  assert.deepEqual([byColleague.body.posted, byColleague.body.failed], [1, 0]);
  assert.deepEqual(await openings('OB-OWN'), ['VL 30']);
});

test('a CSV file imported completely once is answered with that import again and posts once', async () => {
  const csv = Buffer.from(
    'Employee ID,Employee Name,Leave Type,Days\r\nOB-C,"Cruz, Cita",VL,12.375\r\nOB-C,,SL,"2"\r\n',
  );
  const send = () => uploadBytes<ImportResult>(colleague, `${IMPORT}?fiscalYearId=${fy}`, csv, 'ob.csv', 'text/csv');
  const first = await send();
  assert.equal(first.status, 200, JSON.stringify(first.body));
  assert.deepEqual([first.body.posted, first.body.failed, first.body.replay], [2, 0, null]);
  const second = await send();
  assert.equal(second.status, 200);
  assert.deepEqual([second.body.posted, second.body.failed], [2, 0]);
  assert.ok(second.body.replay?.importedAt, 'the answer of the first import, marked as such');
  assert.deepEqual(await openings('OB-C'), ['SL 2', 'VL 12.375']);
  const audit = await t.running.database.db
    .selectFrom('audit_log')
    .select(['action', 'new_values'])
    .where('entity_type', '=', 'leave-opening-balance')
    .where('entity_id', '=', String(fy))
    .orderBy('id')
    .execute();
  assert.equal(audit.length, 3, 'one audit entry per import that posted (the replay posted nothing)');
  assert.equal((audit[2]!.new_values as { file: string }).file, 'ob.csv');
});
