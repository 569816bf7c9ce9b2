import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Employee } from '@ilaw/contracts/hr/employees/employee';
import type { EmploymentHistory } from '@ilaw/contracts/hr/employment-histories/employment-history';
import type { Salary } from '@ilaw/contracts/hr/salaries/salary';
import { SALARY_TYPE_MESSAGE } from '@ilaw/contracts/hr/salaries/salary-import';
import { AMOUNT_MESSAGE, INVALID_DATE } from '@ilaw/contracts/hr/fields';
import type { ImportResult } from '@ilaw/contracts/platform/imports';
import ExcelJS from 'exceljs';
import { createTestApp, type TestApp, type TestClient } from '../support/test-app.ts';
import { PNG, employeeBody, upload, type Errors } from './hr-support.ts';

let t: TestApp;
let hr: TestClient;
let payroll: TestClient;
let nobody: TestClient;
let a: Employee;
let b: Employee;

before(async () => {
  t = await createTestApp();
  hr = await t.userWithRoles(['Employee']);
  payroll = await t.userWithRoles(['Payroll']);
  nobody = await t.userWithRoles([]);
  a = (
    await hr.post<Employee>(
      '/api/isd/hr/Employees',
      employeeBody({ employeeId: 'SAL-001', firstName: 'Ana', lastName: 'Aquino' }),
    )
  ).body;
  b = (
    await hr.post<Employee>(
      '/api/isd/hr/Employees',
      employeeBody({ employeeId: 'SAL-002', firstName: 'Ben', lastName: 'Bautista' }),
    )
  ).body;
});
after(async () => t.close());

test('employment history: CRUD, latest first; overlapping periods refused with 409', async () => {
  const base = {
    employeeId: a.id,
    position: 'Line Crew',
    employmentType: 6,
    salaryGrade: 'SG 10',
    rate: '15000',
    dateFrom: '2015-03-01',
    dateTo: '2015-08-31',
    remarks: 'Probationary',
  };
  const first = await hr.post<EmploymentHistory>('/api/isd/hr/EmploymentHistories', base);
  assert.equal(first.status, 201, JSON.stringify(first.body));
  assert.equal(first.body.rate, '15000.00');
  const second = await hr.post<EmploymentHistory>('/api/isd/hr/EmploymentHistories', {
    ...base,
    position: 'Lineman',
    employmentType: 1,
    dateFrom: '2015-09-01',
    dateTo: null,
    rate: '18000.50',
  });
  assert.equal(second.status, 201);
  const overlap = await hr.post<Errors>('/api/isd/hr/EmploymentHistories', {
    ...base,
    dateFrom: '2015-08-15',
    dateTo: '2015-10-01',
  });
  assert.equal(overlap.status, 409);
  assert.match(overlap.body.errors['dateFrom']![0]!, /overlaps another employment history entry/);
  const openOverlap = await hr.post('/api/isd/hr/EmploymentHistories', {
    ...base,
    dateFrom: '2030-01-01',
    dateTo: null,
  });
  assert.equal(openOverlap.status, 409, 'the open-ended current entry covers the future');
  const order = await hr.post<Errors>('/api/isd/hr/EmploymentHistories', {
    ...base,
    dateFrom: '2016-01-01',
    dateTo: '2015-01-01',
  });
  assert.equal(order.status, 400);
  assert.deepEqual(order.body.errors['dateTo'], ['The end date cannot be before the start date.']);
  const required = await hr.post<Errors>('/api/isd/hr/EmploymentHistories', {
    employeeId: a.id,
    position: '',
    dateFrom: '',
  });
  assert.deepEqual(required.body.errors['position'], ['This field is required.']);
  assert.deepEqual(required.body.errors['dateFrom'], ['This field is required.']);
  // Editing an entry does not collide with itself.
  const edited = await hr.put<EmploymentHistory>(`/api/isd/hr/EmploymentHistories/${second.body.id}`, {
    ...base,
    position: 'Lineman II',
    employmentType: 1,
    dateFrom: '2015-09-01',
    dateTo: null,
  });
  assert.equal(edited.status, 200);
  const list = await payroll.get<{ data: EmploymentHistory[]; total: number }>('/api/isd/hr/EmploymentHistories', {
    query: { employeeId: a.id },
  });
  assert.equal(list.body.total, 2);
  assert.deepEqual(
    list.body.data.map((h) => h.position),
    ['Lineman II', 'Line Crew'],
  );
  const history = await hr.get<{ action: string; oldValues: Record<string, unknown> | null }[]>(
    `/api/v2/audit/employment-history/${second.body.id}`,
  );
  assert.deepEqual(
    history.body.map((h) => h.action),
    ['created', 'updated'],
  );
  assert.equal(history.body[1]!.oldValues!['position'], 'Lineman');
  assert.equal((await hr.delete(`/api/isd/hr/EmploymentHistories/${first.body.id}`)).status, 200);
  assert.equal((await hr.delete(`/api/isd/hr/EmploymentHistories/${first.body.id}`)).status, 404);
  assert.equal((await payroll.post('/api/isd/hr/EmploymentHistories', base)).status, 403);
  assert.equal((await nobody.get('/api/isd/hr/EmploymentHistories')).status, 403);
});

test('salaries: history kept, the salary on any date is derivable, one entry per date (409), money as strings', async () => {
  const post = (body: Record<string, unknown>) =>
    hr.post<Salary>('/api/isd/hr/Salaries', { employeeId: b.id, salaryType: 0, ...body });
  const s1 = await post({ amount: '18000', effectiveDate: '2015-03-01' });
  assert.equal(s1.status, 201, JSON.stringify(s1.body));
  assert.equal(s1.body.amount, '18000.00');
  const s2 = await post({ amount: '19,260.50', effectiveDate: '2018-01-01' });
  assert.equal(s2.body.amount, '19260.50');
  const future = await post({ amount: '25000', effectiveDate: '2099-01-01' });
  assert.equal(future.status, 201);
  const same = await post({ amount: '20000', effectiveDate: '2018-01-01' });
  assert.equal(same.status, 409);
  const bad = await hr.post<Errors>('/api/isd/hr/Salaries', {
    employeeId: b.id,
    salaryType: 3,
    amount: '12.345',
    effectiveDate: '2018-02-30',
  });
  assert.equal(bad.status, 400);
  assert.deepEqual(bad.body.errors['salaryType'], ['Choose Monthly or Daily.']);
  assert.deepEqual(bad.body.errors['amount'], ['Enter an amount greater than zero with at most 2 decimal places.']);
  assert.deepEqual(bad.body.errors['effectiveDate'], ['Enter a valid date.']);
  const zero = await hr.post<Errors>('/api/isd/hr/Salaries', {
    employeeId: b.id,
    salaryType: 0,
    amount: '0',
    effectiveDate: '2019-01-01',
  });
  assert.equal(zero.status, 400);

  const all = await payroll.get<{ data: Salary[]; total: number }>('/api/isd/hr/Salaries', {
    query: { employeeId: b.id },
  });
  assert.deepEqual(
    all.body.data.map((s) => [s.effectiveDate, s.isCurrent]),
    [
      ['2099-01-01', false],
      ['2018-01-01', true],
      ['2015-03-01', false],
    ],
  );
  const asOf2016 = await hr.get<{ data: Salary[] }>('/api/isd/hr/Salaries', {
    query: { employeeId: b.id, currentOnly: 'true', asOf: '2016-06-30' },
  });
  assert.deepEqual(
    asOf2016.body.data.map((s) => s.amount),
    ['18000.00'],
  );
  const { salaryOn } = await import('../../src/modules/hr/salaries/salary-queries.ts');
  assert.deepEqual(await salaryOn(t.running.database.db, b.id, '2017-12-31'), {
    salaryType: 0,
    amount: '18000.00',
    effectiveDate: '2015-03-01',
  });
  assert.equal(await salaryOn(t.running.database.db, b.id, '2000-01-01'), null);

  const upd = await hr.put<Salary>(`/api/isd/hr/Salaries/${s2.body.id}`, {
    employeeId: b.id,
    salaryType: 0,
    amount: '19500',
    effectiveDate: '2018-01-01',
    remarks: 'corrected',
  });
  assert.equal(upd.status, 200);
  const audit = await hr.get<
    { action: string; oldValues: Record<string, unknown> | null; newValues: Record<string, unknown> | null }[]
  >(`/api/v2/audit/salary/${s2.body.id}`);
  assert.deepEqual(
    audit.body.map((x) => x.action),
    ['created', 'updated'],
  );
  assert.deepEqual(audit.body[1]!.oldValues, { amount: '19260.50', remarks: null });
  assert.deepEqual(audit.body[1]!.newValues, { amount: '19500.00', remarks: 'corrected' });
  assert.equal((await hr.delete(`/api/isd/hr/Salaries/${future.body.id}`)).status, 200);
  assert.equal(
    (
      await payroll.post('/api/isd/hr/Salaries', {
        employeeId: b.id,
        salaryType: 0,
        amount: '1',
        effectiveDate: '2020-01-01',
      })
    ).status,
    403,
  );
});

async function downloadTemplate(): Promise<ExcelJS.Workbook> {
  const res = await hr.get('/api/isd/hr/Salaries/DownloadTemplate');
  assert.equal(res.status, 200);
  assert.match(String(res.headers['content-disposition']), /filename="EmployeeSalaryTemplate.xlsx"/);
  assert.equal(res.headers['content-type'], 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(res.raw as unknown as ArrayBuffer);
  return wb;
}

async function importFile(wb: ExcelJS.Workbook, client: TestClient = hr) {
  const bytes = Buffer.from(await wb.xlsx.writeBuffer());
  return upload<ImportResult & Errors>(client, '/api/isd/hr/Salaries/import', [
    { name: 'file', fileName: 'salaries.xlsx', bytes },
  ]);
}

test('template: a real workbook listing active employees with the import columns', async () => {
  const wb = await downloadTemplate();
  const ws = wb.getWorksheet('Salaries')!;
  assert.deepEqual((ws.getRow(1).values as unknown[]).slice(1), [
    'Employee ID',
    'Employee Name',
    'Salary Type',
    'Amount',
    'Effective Date',
    'Remarks',
  ]);
  const ids: string[] = [];
  ws.eachRow((row, n) => {
    if (n > 1) ids.push(String(row.getCell(1).value));
  });
  assert.deepEqual(ids, ['SAL-001', 'SAL-002']);
  assert.equal(ws.getRow(3).getCell(2).value, 'Bautista, Ben S.');
  assert.ok(wb.getWorksheet('Instructions'));
});

test('import: good rows post together, each bad row answered with its line and reason; re-import changes nothing', async () => {
  const wb = await downloadTemplate();
  const ws = wb.getWorksheet('Salaries')!;
  // Line 2 (SAL-001): good, a Date cell. Line 3 (SAL-002): good, text date.
  ws.getRow(2).getCell(4).value = 21000.5;
  ws.getRow(2).getCell(5).value = new Date(Date.UTC(2024, 0, 1));
  ws.getRow(3).getCell(3).value = 'Daily';
  ws.getRow(3).getCell(4).value = '650';
  ws.getRow(3).getCell(5).value = '2024-02-01';
  const put = (line: number, values: unknown[]) =>
    values.forEach((v, i) => (ws.getRow(line).getCell(i + 1).value = v as ExcelJS.CellValue));
  put(4, ['NOPE-9', 'Nobody', 'Monthly', 20000, '2024-01-01']); // unknown employee
  put(5, ['SAL-001', '', 'Weekly', -5, '2024-13-01']); // three problems
  put(6, ['SAL-001', '', 'Monthly', 21000.5, '2024-01-01']); // repeats line 2
  put(7, ['SAL-002', '', 'Monthly', 99999, '2018-01-01']); // differs from a recorded salary
  put(8, ['SAL-002', '', 'Monthly', 19500, '2018-01-01']); // equal to a recorded salary
  put(9, ['SAL-002', 'blank row', 'Monthly', null, null]); // blank: nothing to change

  const before = await hr.get<{ total: number }>('/api/isd/hr/Salaries');
  const first = await importFile(wb);
  assert.equal(first.status, 200, JSON.stringify(first.body));
  const r = first.body;
  assert.equal(r.mode, 'good-rows-only');
  assert.equal(r.replay, null);
  assert.deepEqual([r.read, r.posted, r.unchanged, r.failed, r.blank], [7, 2, 1, 4, 1], JSON.stringify(r.errors));
  const errorsOf = (row: number) => r.errors.filter((e) => e.row === row).map((e) => [e.field, e.value, e.message]);
  assert.deepEqual(errorsOf(4), [['Employee ID', 'NOPE-9', "No employee has the ID 'NOPE-9'."]]);
  // Each bad cell of a row with its column, what it held and the contract's message.
  assert.deepEqual(errorsOf(5), [
    ['Salary Type', 'Weekly', SALARY_TYPE_MESSAGE],
    ['Amount', '-5', AMOUNT_MESSAGE],
    ['Effective Date', '2024-13-01', INVALID_DATE],
  ]);
  assert.deepEqual(errorsOf(6), [
    ['Effective Date', '2024-01-01', 'Row 2 already gives this employee a salary effective 2024-01-01.'],
  ]);
  assert.match(
    r.errors.find((e) => e.row === 7)!.message,
    /A different salary effective 2018-01-01 is already recorded \(Monthly 19,500\.00\)/,
  );
  assert.equal(
    r.errors.some((e) => [2, 3, 8, 9].includes(e.row)),
    false,
    'posted, unchanged and blank rows have no errors',
  );
  const afterFirst = await hr.get<{ total: number }>('/api/isd/hr/Salaries');
  assert.equal(afterFirst.body.total, before.body.total + 2);
  const daily = await hr.get<{ data: Salary[] }>('/api/isd/hr/Salaries', { query: { employeeId: b.id } });
  const posted = daily.body.data.find((s) => s.effectiveDate === '2024-02-01')!;
  assert.deepEqual([posted.salaryType, posted.amount], [1, '650.00']);
  const audit = await hr.get<{ action: string; newValues: Record<string, unknown> }[]>(
    `/api/v2/audit/salary/${posted.id}`,
  );
  assert.equal(audit.body[0]!.action, 'imported');
  assert.equal(audit.body[0]!.newValues['line'], 3);
  const importAudit = await hr.get<{ action: string; newValues: Record<string, unknown> }[]>(
    '/api/v2/audit/salary-import/all',
  );
  assert.equal(importAudit.status, 200, JSON.stringify(importAudit.body));
  assert.deepEqual(
    [importAudit.body[0]!.action, importAudit.body[0]!.newValues['posted'], importAudit.body[0]!.newValues['failed']],
    ['imported', 2, 4],
  );

  // A file with failed rows is checked again as it is (the fix may be in the portal's data):
  // its posted rows are now unchanged, nothing is posted twice.
  const second = await importFile(wb);
  assert.equal(second.status, 200);
  assert.equal(second.body.replay, null);
  assert.deepEqual([second.body.posted, second.body.unchanged, second.body.failed], [0, 3, 4]);
  const afterSecond = await hr.get<{ total: number }>('/api/isd/hr/Salaries');
  assert.equal(afterSecond.body.total, afterFirst.body.total);
});

test('import: a file imported completely is answered with that import the second time; CSV is read like .xlsx', async () => {
  const csv = Buffer.from(
    '\uFEFFEmployee ID,Employee Name,Salary Type,Amount,Effective Date,Remarks\r\n' +
      'SAL-001,"Abad, Ana",Monthly,"22,000.00",3/1/2024,CSV raise\r\n' +
      'SAL-002,,Daily,700,2024-03-01,\r\n' +
      ',,,,,\r\n',
  );
  const send = () =>
    upload<ImportResult & Errors>(hr, '/api/isd/hr/Salaries/import', [
      { name: 'file', fileName: 'salaries.csv', contentType: 'text/csv', bytes: csv },
    ]);
  const before = await hr.get<{ total: number }>('/api/isd/hr/Salaries');
  const first = await send();
  assert.equal(first.status, 200, JSON.stringify(first.body));
  assert.deepEqual([first.body.read, first.body.posted, first.body.failed, first.body.blank], [2, 2, 0, 1]);
  assert.equal(first.body.replay, null);
  const salaries = await hr.get<{ data: Salary[] }>('/api/isd/hr/Salaries', { query: { employeeId: a.id } });
  const raise = salaries.body.data.find((s) => s.effectiveDate === '2024-03-01')!;
  assert.deepEqual([raise.amount, raise.remarks], ['22000.00', 'CSV raise']);

  const again = await send();
  assert.equal(again.status, 200);
  assert.deepEqual([again.body.read, again.body.posted, again.body.failed], [2, 2, 0], 'the first import’s answer');
  assert.ok(again.body.replay, 'marked as the answer of an earlier import');
  assert.match(again.body.replay.importedBy ?? '', /^Test User /);
  const after = await hr.get<{ total: number }>('/api/isd/hr/Salaries');
  assert.equal(after.body.total, before.body.total + 2, 'posted once');
});

test('import refuses a file that is not the template (400) or not a workbook (415), and needs the role', async () => {
  const wb = new ExcelJS.Workbook();
  wb.addWorksheet('Sheet1').addRow(['Name', 'Pay']);
  const wrong = await importFile(wb);
  assert.equal(wrong.status, 400);
  assert.match(wrong.body.errors['generalErrors']![0]!, /the column 'Employee Id' is missing/i);
  // CSV text is read, but this one is not the template either.
  const text = await upload<Errors>(hr, '/api/isd/hr/Salaries/import', [
    { name: 'file', fileName: 'salaries.csv', bytes: Buffer.from('Employee ID,Amount\nSAL-001,1') },
  ]);
  assert.equal(text.status, 400);
  assert.match(text.body.errors['generalErrors']![0]!, /the column 'Salary Type' is missing/);
  const image = await upload<Errors>(hr, '/api/isd/hr/Salaries/import', [
    { name: 'file', fileName: 'salaries.xlsx', bytes: PNG },
  ]);
  assert.equal(image.status, 415);
  assert.match(image.body.errors['generalErrors']![0]!, /Excel workbook \(\.xlsx\) or a CSV file \(\.csv\)/);
  assert.equal((await importFile(wb, payroll)).status, 403);
  assert.equal((await payroll.get('/api/isd/hr/Salaries/DownloadTemplate')).status, 403);
});
