// Issue 10: names that start with =, +, - or @ go into every export as text, never as a formula
// (a leading apostrophe, exportCell of @ilaw/contracts/export-cells). Decision 007.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import ExcelJS from 'exceljs';
import { parseCsv } from '../../src/platform/files/csv.ts';
import { setUpCoop } from '../billing/billing-support.ts';
import { employeeBody } from '../hr/hr-support.ts';
import { createTestApp, type TestApp, type TestClient } from '../support/test-app.ts';

const EVIL = '=HYPERLINK("http://evil.example","Click")';
let t: TestApp;
let hr: TestClient;
let departmentId: number;

before(async () => {
  t = await createTestApp();
  hr = await t.userWithRoles(['Employee', 'LeaveLedger', 'DtrManualInput']);
  const dept = await t.admin.post<{ id: number }>('/api/v2/admin/departments', { code: 'FRM', name: 'Formula Test' });
  assert.equal(dept.status, 201, JSON.stringify(dept.body));
  departmentId = dept.body.id;
  const employee = await hr.post<{ id: number }>(
    '/api/isd/hr/Employees',
    employeeBody({ lastName: EVIL, firstName: '+cmd', departmentId }),
  );
  assert.equal(employee.status, 201, JSON.stringify(employee.body));
  const edit = await hr.put('/api/isd/hr/EmployeeDailyTimeRecord/UpdateDailyTimeRecord', {
    employeeId: employee.body.id,
    recordDate: '2025-01-06',
    amIn: '08:00',
    reason: '@SUM(1+1)',
  });
  assert.equal(edit.status, 200, JSON.stringify(edit.body));
});
after(async () => t.close());

/** Every cell of every sheet: none is a formula, and none holds the hostile text unescaped. */
async function assertInert(raw: Buffer, expected: string[]): Promise<void> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(raw as unknown as ArrayBuffer);
  const texts: string[] = [];
  wb.eachSheet((ws) =>
    ws.eachRow((row) =>
      row.eachCell((cell) => {
        assert.notEqual(cell.type, ExcelJS.ValueType.Formula, `a formula cell at ${cell.address}`);
        if (typeof cell.value === 'string') texts.push(cell.value);
      }),
    ),
  );
  for (const e of expected)
    assert.ok(
      texts.some((v) => v.includes(e)),
      `${e} in ${JSON.stringify(texts)}`,
    );
  for (const v of texts) assert.doesNotMatch(v, /^[=+@]|^-[^\d]/, `exported unescaped: ${v}`);
}

test('salary and opening-balance templates write the name as text with an apostrophe', async () => {
  const salary = await hr.get('/api/isd/hr/Salaries/DownloadTemplate');
  assert.equal(salary.status, 200);
  await assertInert(salary.raw, [`'${EVIL}, +cmd`]);
  const opening = await hr.get('/api/v2/isd/hr/leaves/opening-balances/template');
  assert.equal(opening.status, 200);
  await assertInert(opening.raw, [`'${EVIL}, +cmd`]);
});

test('DTR summary and manual-input report write names and reasons as text', async () => {
  const summary = await hr.get('/api/v2/isd/hr/daily-time-record/departments/summary', {
    query: { from: '2025-01-06', to: '2025-01-06', departmentId },
  });
  assert.equal(summary.status, 200);
  await assertInert(summary.raw, [`'${EVIL}, +cmd`]);
  const manual = await hr.get('/api/v2/isd/hr/daily-time-record/departments/manual-input/summary/report', {
    query: { from: '2025-01-06', to: '2025-01-06' },
  });
  assert.equal(manual.status, 200);
  await assertInert(manual.raw, [`'${EVIL}, +cmd`, "'@SUM(1+1)"]);
});

test('the meter reading extract (CSV) writes a consumer named like a formula with an apostrophe', async () => {
  const coop = await setUpCoop(t, { consumers: 1 });
  const res = await coop.clerk.post('/api/v2/billing/consumers', {
    accountNo: '05-FORMULA1',
    branchCode: 5,
    name: EVIL,
    town: 'San Jose',
    barangay: '-Poblacion',
    consumerClass: 'R',
    routeId: coop.routeId,
    sequence: 2,
  });
  assert.equal(res.status, 201, JSON.stringify(res.body));
  const extract = await coop.txn.get<string>('/api/v2/billing/meter-readings/extract', {
    query: { billMonthId: coop.monthId, routeId: coop.routeId },
  });
  assert.equal(extract.status, 200);
  const rows = parseCsv(extract.body);
  const row = rows.find((r) => r[0] === '05-FORMULA1');
  assert.ok(row, extract.body);
  assert.equal(row[2], `'${EVIL.toUpperCase()}`);
  for (const r of rows) for (const cell of r) assert.doesNotMatch(cell, /^[=+@]|^-[^\d]/, cell);
});
