// HR postings under concurrency (ARCHITECTURE.md "Postings are safe under concurrency"): twenty
// identical salary entries, salary imports, employment history entries and employees at once post
// once; the rest answer 409 (or, for the import, 200 with the first import's answer); never 500.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Employee } from '@ilaw/contracts/hr/employees/employee';
import { SALARY_DATE_TAKEN } from '@ilaw/contracts/hr/salaries/salary';
import type { ImportResult } from '@ilaw/contracts/platform/imports';
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { TIMES, assertPostedOnce, statusCounts, together } from '../support/concurrency.ts';
import { createTestApp, type TestApp, type TestClient } from '../support/test-app.ts';
import { employeeBody, upload } from './hr-support.ts';

let t: TestApp;
let hr: TestClient;
let a: Employee;
let b: Employee;

before(async () => {
  t = await createTestApp();
  hr = await t.userWithRoles(['Employee']);
  const create = async (employeeId: string, lastName: string) =>
    (await hr.post<Employee>('/api/isd/hr/Employees', employeeBody({ employeeId, firstName: 'Cy', lastName }))).body;
  a = await create('CON-001', 'Aragon');
  b = await create('CON-002', 'Bello');
});
after(async () => t.close());

const count = async (query: ReturnType<typeof sql<{ n: number }>>) =>
  (await query.execute(t.running.database.db)).rows[0]?.n ?? -1;

test('salary entry: twenty of one date post once; the rest are told the date is taken', async () => {
  const responses = await together(TIMES, () =>
    hr.post('/api/isd/hr/Salaries', { employeeId: a.id, salaryType: 0, amount: '21000', effectiveDate: '2024-01-01' }),
  );
  assertPostedOnce(responses, 201, { message: SALARY_DATE_TAKEN });
  assert.equal(await count(sql`SELECT count(*)::int AS n FROM salaries WHERE employee_id = ${a.id}`), 1);
});

test('salary import: the same file twenty times records each salary once', async () => {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Salaries');
  ws.addRow(['Employee ID', 'Employee Name', 'Salary Type', 'Amount', 'Effective Date', 'Remarks']);
  ws.addRow(['CON-001', '', 'Monthly', '22000', '2025-01-01', '']);
  ws.addRow(['CON-002', '', 'Daily', '700', '2025-01-01', '']);
  const bytes = Buffer.from(await wb.xlsx.writeBuffer());
  const responses = await together(TIMES, () =>
    upload<ImportResult>(hr, '/api/isd/hr/Salaries/import', [{ name: 'file', fileName: 'salaries.xlsx', bytes }]),
  );
  assert.deepEqual(statusCounts(responses), { 200: TIMES }, JSON.stringify(responses[0]!.body));
  // One import posts; the other nineteen waited for its lock and answer with it (a replay).
  const firsts = responses.filter((r) => r.body.replay === null);
  assert.equal(firsts.length, 1, 'one import, nineteen replays');
  assert.equal(firsts[0]!.body.posted, 2);
  assert.ok(responses.every((r) => r.body.posted === 2 && r.body.failed === 0));
  assert.equal(await count(sql`SELECT count(*)::int AS n FROM salaries WHERE effective_date = '2025-01-01'`), 2);
});

test('employment history: twenty identical entries post once; the rest overlap it', async () => {
  const entry = {
    employeeId: b.id,
    position: 'Meter Reader',
    employmentType: 1,
    salaryGrade: 'SG 5',
    rate: '14000',
    dateFrom: '2019-01-01',
    dateTo: '2019-12-31',
    remarks: null,
  };
  const responses = await together(TIMES, () => hr.post('/api/isd/hr/EmploymentHistories', entry));
  assertPostedOnce(responses, 201);
  assert.equal(await count(sql`SELECT count(*)::int AS n FROM employment_histories WHERE employee_id = ${b.id}`), 1);
});

test('employee: twenty with one employee ID are created once', async () => {
  const body = employeeBody({ employeeId: 'CON-003', firstName: 'Di', lastName: 'Cruz' });
  const responses = await together(TIMES, () => hr.post('/api/isd/hr/Employees', body));
  assertPostedOnce(responses, 201);
  assert.equal(await count(sql`SELECT count(*)::int AS n FROM employees WHERE employee_id = 'CON-003'`), 1);
});
