// Leave operations through the API: leave types, opening balance import (good rows only,
// re-import unchanged or reversed and re-posted), own applications with half days, HR's
// application list, without-pay summary, balances, ledger transactions, annual grants and the
// fiscal-year closing. Every figure below is worked out by hand in the comments.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { DAYS_OVER_RANGE, HALF_DAY_MESSAGE } from '@ilaw/contracts/leave/leave-applications/leave-application';
import { LEAVE_ALREADY_CLOSED, LEAVE_YEAR_CLOSED } from '@ilaw/contracts/leave/fiscal-year-closings/leave-closing';
import { LEAVE_TYPE_CODE_TAKEN } from '@ilaw/contracts/leave/leave-types/leave-type';
import { DAYS_MESSAGE } from '@ilaw/contracts/leave/days';
import type { ImportResult } from '@ilaw/contracts/platform/imports';
import ExcelJS from 'exceljs';
import { NOT_LINKED } from '../../src/modules/dtr/scope.ts';
import { NO_NEXT_YEAR } from '../../src/modules/leave/fiscal-year-closings/close-leave-fiscal-year.ts';
import { createTestApp, type TestApp, type TestClient } from '../support/test-app.ts';
import { balanceOf, type Errors, type Ledger, uploadBytes, uploadWorkbook } from './leave-support.ts';

let t: TestApp;
let hr: TestClient;
/** A second HR officer: the one who files an application does not also approve it. */
let hr2: TestClient;
let staff: TestClient & { userId: number };
let stranger: TestClient;
let fy31: number;
let empA: number;
let empB: number;
const types = new Map<string, number>();

const HEAD = ['Employee ID', 'Employee Name', 'Leave Type', 'Days'];
const IMPORT = '/api/v2/isd/hr/leaves/opening-balances/import';

before(async () => {
  t = await createTestApp();
  const db = t.running.database.db;
  hr = await t.userWithRoles(['LeaveLedger']);
  hr2 = await t.userWithRoles(['LeaveLedger']);
  staff = await t.userWithRoles([]);
  stranger = await t.userWithRoles([]);
  await db.updateTable('fiscal_years').set({ is_active: false }).execute();
  fy31 = (
    await db
      .insertInto('fiscal_years')
      .values({ year: 2014, name: 'FY 2014', start_date: '2014-01-01', end_date: '2014-12-31', is_active: true })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  empA = (
    await db
      .insertInto('employees')
      .values({
        employee_id: 'LV-A',
        first_name: 'Ana',
        last_name: 'Abad',
        user_id: staff.userId,
        date_hired: '2000-01-01',
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  empB = (
    await db
      .insertInto('employees')
      .values({ employee_id: 'LV-B', first_name: 'Ben', last_name: 'Bravo', date_hired: '2014-05-01' })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  for (const r of await db.selectFrom('leave_types').select(['id', 'code']).execute()) types.set(r.code, r.id);
});
after(async () => t.close());

const ledger = async (employeeId: number, fiscalYearId = fy31) =>
  (await hr.get<Ledger>(`/api/isd/hr/Employees/${employeeId}/LeaveLedger`, { query: { fiscalYearId } })).body;

test('leave types: add, duplicate code refused, rule needs its credit, edit; LeaveLedger only', async () => {
  const body = {
    code: 'el',
    name: 'Emergency Leave',
    earningRule: 'None',
    monthlyCredit: '0',
    annualCredit: '0',
    carriesOver: false,
    isActive: true,
  };
  const created = await hr.post<{ id: number; code: string }>('/api/v2/isd/hr/leave-types', body);
  assert.equal(created.status, 201, JSON.stringify(created.body));
  assert.equal(created.body.code, 'EL');
  const dup = await hr.post<Errors>('/api/v2/isd/hr/leave-types', body);
  assert.equal(dup.status, 409);
  assert.deepEqual(dup.body.errors?.['code'], [LEAVE_TYPE_CODE_TAKEN]);
  const noCredit = await hr.post<Errors>('/api/v2/isd/hr/leave-types', { ...body, code: 'X1', earningRule: 'Monthly' });
  assert.equal(noCredit.status, 400);
  assert.ok(noCredit.body.errors?.['monthlyCredit']);
  const badDays = await hr.post<Errors>('/api/v2/isd/hr/leave-types', { ...body, code: 'X2', annualCredit: '1.2345' });
  assert.equal(badDays.status, 400);
  const edited = await hr.put<{ name: string; annualCredit: string }>(`/api/v2/isd/hr/leave-types/${created.body.id}`, {
    ...body,
    name: 'Emergency Leave (calamity)',
    earningRule: 'Annual',
    annualCredit: '2.5',
    isActive: false,
  });
  assert.equal(edited.status, 200, JSON.stringify(edited.body));
  assert.equal(edited.body.annualCredit, '2.5');
  const all = await hr.get<{ code: string; isActive: boolean }[]>('/api/isd/hr/leaves/types');
  assert.equal(all.body.find((x) => x.code === 'EL')?.isActive, false);
  const options = await staff.get<{ code: string; earningRule: string }[]>('/api/options/LeaveTypes');
  assert.ok(!options.body.some((x) => x.code === 'EL'), 'inactive types are not offered');
  // Solo parent leave is granted by application (migration 0202), not to everyone.
  assert.equal(options.body.find((x) => x.code === 'SPAR')?.earningRule, 'None');
  assert.equal((await staff.post('/api/v2/isd/hr/leave-types', { ...body, code: 'X3' })).status, 403);
  assert.equal((await staff.put(`/api/v2/isd/hr/leave-types/${created.body.id}`, body)).status, 403);
});

test('opening balances: template, good rows only with per-row errors, re-import unchanged, a new value reverses', async () => {
  // January credits first: A gets 1.25 VL and 1.25 SL; B (hired in May) nothing.
  assert.equal((await hr.post('/api/isd/hr/MonthlyEarnedLeaves', { year: 2014, month: 1 })).status, 201);
  const template = await hr.get('/api/v2/isd/hr/leaves/opening-balances/template', { query: { fiscalYearId: fy31 } });
  assert.equal(template.status, 200);
  assert.match(String(template.headers['content-disposition']), /LeaveOpeningBalanceTemplate\.xlsx/);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(template.raw as unknown as ArrayBuffer);
  const ws = wb.getWorksheet('Opening Balances')!;
  assert.deepEqual((ws.getRow(1).values as unknown[]).slice(1), HEAD);
  const listed: string[] = [];
  ws.eachRow((row, n) => {
    if (n > 1) listed.push(`${String(row.getCell(1).value)} ${String(row.getCell(3).value)}`);
  });
  assert.deepEqual(listed, ['LV-A VL', 'LV-A SL', 'LV-B VL', 'LV-B SL']);

  const rows = [
    HEAD,
    ['LV-A', 'Abad, Ana', 'VL', 10.5],
    ['lv-a', '', 'sl', '5'],
    ['NOBODY', '', 'VL', 3],
    ['LV-B', '', 'VL', 'abc'],
    ['LV-B', '', 'XX', 2],
    ['LV-B', '', 'SL', null],
    ['LV-A', '', 'VL', 4],
  ];
  const first = await uploadWorkbook<ImportResult>(hr, `${IMPORT}?fiscalYearId=${fy31}`, rows);
  assert.equal(first.status, 200, JSON.stringify(first.body));
  assert.deepEqual([first.body.posted, first.body.failed, first.body.blank], [2, 4, 1]);
  const errorOf = (row: number) => first.body.errors.filter((e) => e.row === row).map((e) => [e.field, e.message]);
  assert.deepEqual(errorOf(4), [['Employee ID', "No employee has the ID 'NOBODY'."]]);
  assert.deepEqual(errorOf(5), [['Days', DAYS_MESSAGE]]);
  assert.equal(first.body.errors.find((e) => e.row === 5)?.value, 'abc');
  assert.deepEqual(errorOf(6), [['Leave Type', "'XX' is not the code of an active leave type."]]);
  assert.deepEqual(errorOf(8), [['Leave Type', 'Row 2 already gives this employee an opening VL balance.']]);
  let a = await ledger(empA);
  assert.equal(balanceOf(a, 'VL'), '11.75');
  assert.equal(balanceOf(a, 'SL'), '6.25');

  const again = await uploadWorkbook<ImportResult>(hr, IMPORT, rows);
  assert.deepEqual([again.body.posted, again.body.unchanged, again.body.failed], [0, 2, 4]);
  a = await ledger(empA);
  assert.equal(balanceOf(a, 'VL'), '11.75', 'importing the same file twice changes nothing');

  const fix = await uploadWorkbook<ImportResult>(hr, IMPORT, [HEAD, ['LV-A', '', 'VL', 11]]);
  assert.equal(fix.body.posted, 1);
  assert.deepEqual(fix.body.notes, [
    { row: 2, message: 'Replaced the opening balance of 10.5 days (kept as Cancelled).' },
  ]);
  a = await ledger(empA);
  // 11 opening + 1.25 earned.
  assert.equal(balanceOf(a, 'VL'), '12.25');
  const openings = a.lines.filter((l) => l.lineType === 0 && l.leaveTypeCode === 'VL');
  assert.deepEqual(
    openings.map((l) => [l.status, l.days]),
    [
      [0, '10.5'],
      [1, '11'],
    ],
    'the replaced opening stays, Cancelled',
  );

  // CSV text is read too (400: not the template); bytes that are neither answer 415.
  const wrongCsv = await uploadBytes<Errors>(hr, IMPORT, Buffer.from('Employee ID,Days\n'), 'o.csv', 'text/csv');
  assert.equal(wrongCsv.status, 400);
  assert.match(JSON.stringify(wrongCsv.body), /the column 'Leave Type' is missing/);
  const notXlsx = await uploadBytes<Errors>(
    hr,
    IMPORT,
    Buffer.from('%PDF-1.4\n%\xe2\xe3\n'),
    'o.pdf',
    'application/pdf',
  );
  assert.equal(notXlsx.status, 415);
  const wrongSheet = await uploadWorkbook<Errors>(hr, IMPORT, [['Name', 'Amount']]);
  assert.equal(wrongSheet.status, 400);
  assert.match(JSON.stringify(wrongSheet.body), /not the opening balance template/);
  assert.equal((await uploadWorkbook(staff, IMPORT, rows)).status, 403);
});

let halfDayId = 0;
test('own applications: a half day, limits, own list; an unlinked account is told so', async () => {
  const sl = types.get('SL')!;
  const half = await staff.post<{ id: number; status: number; days: string; employeeId: number }>(
    '/api/v2/user/leave-applications',
    { leaveTypeId: sl, dateFrom: '2014-03-10', dateTo: '2014-03-10', days: '0.5', reason: 'Check-up' },
  );
  assert.equal(half.status, 201, JSON.stringify(half.body));
  assert.deepEqual([half.body.status, half.body.days, half.body.employeeId], [0, '0.5', empA]);
  halfDayId = half.body.id;
  const over = await staff.post<Errors>('/api/v2/user/leave-applications', {
    leaveTypeId: sl,
    dateFrom: '2014-03-11',
    dateTo: '2014-03-11',
    days: '1.5',
    reason: 'x',
  });
  assert.equal(over.status, 400);
  assert.deepEqual(over.body.errors?.['days'], [DAYS_OVER_RANGE]);
  const quarter = await staff.post<Errors>('/api/v2/user/leave-applications', {
    leaveTypeId: sl,
    dateFrom: '2014-03-11',
    dateTo: '2014-03-11',
    days: '0.25',
    reason: 'x',
  });
  assert.equal(quarter.status, 400);
  assert.deepEqual(quarter.body.errors?.['days'], [HALF_DAY_MESSAGE]);
  const mine = await staff.get<{ total: number; data: { id: number }[] }>('/api/v2/user/leave-applications');
  assert.deepEqual(
    mine.body.data.map((x) => x.id),
    [halfDayId],
  );
  const unlinked = await stranger.get<Errors>('/api/v2/user/leave-applications');
  assert.equal(unlinked.status, 404);
  assert.match(JSON.stringify(unlinked.body), new RegExp(NOT_LINKED.slice(0, 30)));
  assert.equal((await staff.get('/api/v2/isd/hr/leave-applications')).status, 403);
});

test('HR applications: filters, approval posts Used; the rest of a long leave is without pay', async () => {
  const list = async (query: Record<string, string | number>) =>
    (
      await hr.get<{ total: number; data: { id: number; status: number; paidDays: string; withoutPayDays: string }[] }>(
        '/api/v2/isd/hr/leave-applications',
        { query },
      )
    ).body;
  assert.deepEqual(
    (await list({ status: 0 })).data.map((x) => x.id),
    [halfDayId],
  );
  assert.equal((await list({ employeeId: empB })).total, 0);
  assert.equal((await list({ dateFrom: '2014-03-11', dateTo: '2014-03-31' })).total, 0);
  assert.equal((await list({ dateFrom: '2014-03-01', dateTo: '2014-03-10' })).total, 1);
  const ok = await hr.put(`/api/v2/isd/hr/leave-applications/${halfDayId}/decision`, { approve: true });
  assert.equal(ok.status, 200);
  const approved = (await list({ status: 1 })).data[0]!;
  assert.deepEqual([approved.paidDays, approved.withoutPayDays], ['0.5', '0']);
  // 6.25 - 0.5
  assert.equal(balanceOf(await ledger(empA), 'SL'), '5.75');

  // 13 VL days with 12.25 on the ledger: 12.25 Used (Posted) and 0.75 WithoutPay.
  const long = await hr.post<{ id: number }>('/api/v2/isd/hr/leave-applications', {
    employeeId: empA,
    leaveTypeId: types.get('VL')!,
    dateFrom: '2014-04-01',
    dateTo: '2014-04-15',
    days: '13',
    reason: 'Family trip',
  });
  assert.equal(long.status, 201, JSON.stringify(long.body));
  // The officer who filed it cannot approve it; another signatory does.
  assert.equal(
    (await hr.put(`/api/v2/isd/hr/leave-applications/${long.body.id}/decision`, { approve: true })).status,
    403,
  );
  assert.equal(
    (await hr2.put(`/api/v2/isd/hr/leave-applications/${long.body.id}/decision`, { approve: true })).status,
    200,
  );
  const row = (await list({ employeeId: empA, dateFrom: '2014-04-01' })).data[0]!;
  assert.deepEqual([row.paidDays, row.withoutPayDays], ['12.25', '0.75']);
  const a = await ledger(empA);
  assert.equal(balanceOf(a, 'VL'), '0');
  assert.equal(a.balances.find((b) => b.code === 'VL')?.withoutPay, '0.75');
  const zero = await hr.post<Errors>('/api/v2/isd/hr/leave-applications', {
    employeeId: empA,
    leaveTypeId: types.get('VL')!,
    dateFrom: '2014-05-01',
    dateTo: '2014-05-01',
    days: '0',
    reason: 'x',
  });
  assert.equal(zero.status, 400);
  assert.deepEqual(zero.body.errors?.['days'], [HALF_DAY_MESSAGE]);
  // A 3-day range cannot hold 4 days.
  const over = await hr.post<Errors>('/api/v2/isd/hr/leave-applications', {
    employeeId: empA,
    leaveTypeId: types.get('VL')!,
    dateFrom: '2014-05-01',
    dateTo: '2014-05-03',
    days: '4',
    reason: 'x',
  });
  assert.equal(over.status, 400);
});

test('without-pay summary per employee and month, with the total; the period is checked', async () => {
  const sum = await hr.get<{
    rows: { employeeCode: string; month: string; leaveTypeCode: string; days: string }[];
    totalDays: string;
  }>('/api/v2/isd/hr/leaves/without-pay-summary', { query: { dateFrom: '2014-01-01', dateTo: '2014-12-31' } });
  assert.equal(sum.status, 200, JSON.stringify(sum.body));
  assert.deepEqual(
    sum.body.rows.map((r) => [r.employeeCode, r.month, r.leaveTypeCode, r.days]),
    [['LV-A', '2014-04', 'VL', '0.75']],
  );
  assert.equal(sum.body.totalDays, '0.75');
  const may = await hr.get<{ rows: unknown[]; totalDays: string }>('/api/v2/isd/hr/leaves/without-pay-summary', {
    query: { dateFrom: '2014-05-01', dateTo: '2014-05-31' },
  });
  assert.deepEqual([may.body.rows.length, may.body.totalDays], [0, '0']);
  const other = await hr.get<{ rows: unknown[] }>('/api/v2/isd/hr/leaves/without-pay-summary', {
    query: { dateFrom: '2014-01-01', dateTo: '2014-12-31', search: 'bravo' },
  });
  assert.equal(other.body.rows.length, 0);
  const bad = await hr.get('/api/v2/isd/hr/leaves/without-pay-summary', {
    query: { dateFrom: '2014-05-01', dateTo: '2014-04-01' },
  });
  assert.equal(bad.status, 400);
  assert.equal(
    (
      await staff.get('/api/v2/isd/hr/leaves/without-pay-summary', {
        query: { dateFrom: '2014-01-01', dateTo: '2014-01-31' },
      })
    ).status,
    403,
  );
});

test('annual grants once per employee and year; balances per employee and type; ledger transactions', async () => {
  // June credits: A VL 0 -> 1.25, SL 5.75 -> 7; B VL 1.25, SL 1.25.
  assert.equal((await hr.post('/api/isd/hr/MonthlyEarnedLeaves', { year: 2014, month: 6 })).status, 201);
  const grant = await hr.post<{ granted: number }>('/api/v2/isd/hr/leaves/annual-grants', { fiscalYearId: fy31 });
  assert.equal(grant.status, 200, JSON.stringify(grant.body));
  assert.equal(grant.body.granted, 2, 'SPL to A and B (EL is inactive, SPAR by application)');
  assert.equal(
    (await hr.post<{ granted: number }>('/api/v2/isd/hr/leaves/annual-grants', { fiscalYearId: fy31 })).body.granted,
    0,
  );
  const b = await ledger(empB);
  assert.equal(balanceOf(b, 'SPL'), '3');
  assert.equal(b.lines.find((l) => l.leaveTypeCode === 'SPL')?.entryDate, '2014-05-01', 'granted from the hiring date');

  const balances = await hr.get<{
    closed: boolean;
    total: number;
    data: { employeeCode: string; balances: Record<string, string>; withoutPay: string }[];
  }>('/api/v2/isd/hr/leaves/balances', { query: { fiscalYearId: fy31 } });
  assert.equal(balances.status, 200, JSON.stringify(balances.body));
  assert.equal(balances.body.closed, false);
  const rowA = balances.body.data.find((r) => r.employeeCode === 'LV-A')!;
  assert.deepEqual(
    [
      rowA.balances[types.get('VL')!],
      rowA.balances[types.get('SL')!],
      rowA.balances[types.get('SPL')!],
      rowA.withoutPay,
    ],
    ['1.25', '7', '3', '0.75'],
  );
  const a = await ledger(empA);
  // The Employee Leaves screen and the ledger agree to the day.
  for (const code of ['VL', 'SL', 'SPL']) assert.equal(rowA.balances[types.get(code)!], balanceOf(a, code));
  const searched = await hr.get<{ total: number }>('/api/v2/isd/hr/leaves/balances', { query: { search: 'bravo' } });
  assert.equal(searched.body.total, 1);

  const tx = await hr.get<{ total: number; data: { lineType: number; status: number; days: string }[] }>(
    '/api/v2/isd/hr/leaves/ledger-lines',
    { query: { employeeId: empA, lineType: 0 } },
  );
  assert.deepEqual(tx.body.data.map((x) => [x.status, x.days]).sort(), [
    [0, '10.5'],
    [1, '11'],
    [1, '5'],
  ]);
  const cancelled = await hr.get<{ total: number }>('/api/v2/isd/hr/leaves/ledger-lines', {
    query: { status: 0, dateFrom: '2014-01-01', dateTo: '2014-01-01' },
  });
  assert.equal(cancelled.body.total, 1);
  assert.equal((await staff.get('/api/v2/isd/hr/leaves/ledger-lines')).status, 403);
  assert.equal((await staff.get('/api/v2/isd/hr/leaves/balances')).status, 403);
});

test('fiscal-year closing: closing and carried opening lines in one go, annual grants, once; the year then takes no postings', async () => {
  const db = t.running.database.db;
  // The seeded current year would be a next year of 2014: without it there is none.
  await db.deleteFrom('fiscal_years').where('start_date', '>', '2014-12-31').execute();
  const noNext = await hr.post<Errors>('/api/v2/isd/hr/leaves/fiscal-year-closings', { fiscalYearId: fy31 });
  assert.equal(noNext.status, 400);
  assert.deepEqual(noNext.body.errors?.['fiscalYearId'], [NO_NEXT_YEAR]);
  const fy32 = (
    await db
      .insertInto('fiscal_years')
      .values({ year: 2015, name: 'FY 2015', start_date: '2015-01-01', end_date: '2015-12-31', is_active: false })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  // An opening already imported into 2015 is kept by the closing.
  const pre = await uploadWorkbook<{ posted: number }>(hr, `${IMPORT}?fiscalYearId=${fy32}`, [
    HEAD,
    ['LV-A', '', 'SL', 9],
  ]);
  assert.equal(pre.body.posted, 1);

  const closed = await hr.post<{
    closingLines: number;
    openingLines: number;
    openingsKept: number;
    annualGrants: number;
    nextFiscalYearId: number;
  }>('/api/v2/isd/hr/leaves/fiscal-year-closings', { fiscalYearId: fy31 });
  assert.equal(closed.status, 201, JSON.stringify(closed.body));
  // Closing: A and B each VL, SL, SPL = 6. Carried (VL and SL carry over, > 0): A VL, B VL, B SL = 3;
  // A SL kept (imported 9). Annual grants of 2015: SPL for A and B.
  assert.deepEqual(
    [closed.body.closingLines, closed.body.openingLines, closed.body.openingsKept, closed.body.annualGrants],
    [6, 3, 1, 2],
  );
  assert.equal(closed.body.nextFiscalYearId, fy32);
  const a31 = await ledger(empA);
  const closing = a31.lines.filter((l) => l.lineType === 3).map((l) => [l.leaveTypeCode, l.days, l.entryDate]);
  assert.deepEqual(closing.sort(), [
    ['SL', '7', '2014-12-31'],
    ['SPL', '3', '2014-12-31'],
    ['VL', '1.25', '2014-12-31'],
  ]);
  assert.equal(balanceOf(a31, 'SL'), '7', 'a closing line records the balance without moving it');
  const a32 = await ledger(empA, fy32);
  assert.deepEqual(
    ['VL', 'SL', 'SPL'].map((c) => balanceOf(a32, c)),
    ['1.25', '9', '3'],
  );
  const b32 = await ledger(empB, fy32);
  assert.deepEqual(
    ['VL', 'SL', 'SPL'].map((c) => balanceOf(b32, c)),
    ['1.25', '1.25', '3'],
  );

  const twice = await hr.post<Errors>('/api/v2/isd/hr/leaves/fiscal-year-closings', { fiscalYearId: fy31 });
  assert.equal(twice.status, 409);
  assert.deepEqual(twice.body.errors?.['fiscalYearId'], [LEAVE_ALREADY_CLOSED]);
  const lateMonth = await hr.post<Errors>('/api/isd/hr/MonthlyEarnedLeaves', { year: 2014, month: 12 });
  assert.equal(lateMonth.status, 400);
  assert.deepEqual(lateMonth.body.errors?.['month'], [LEAVE_YEAR_CLOSED]);
  const lateImport = await uploadWorkbook<Errors>(hr, `${IMPORT}?fiscalYearId=${fy31}`, [HEAD, ['LV-B', '', 'VL', 1]]);
  assert.equal(lateImport.status, 400);
  const lateApp = await staff.post<Errors>('/api/v2/user/leave-applications', {
    leaveTypeId: types.get('VL')!,
    dateFrom: '2014-12-20',
    dateTo: '2014-12-20',
    days: '1',
    reason: 'x',
  });
  assert.equal(lateApp.status, 400);
  assert.deepEqual(lateApp.body.errors?.['dateFrom'], [LEAVE_YEAR_CLOSED]);
  const postings = await hr.get<{ id: number; month: number }[]>('/api/isd/hr/MonthlyEarnedLeaves', {
    query: { fiscalYearId: fy31 },
  });
  const june = postings.body.find((p) => p.month === 6)!;
  assert.equal((await hr.delete(`/api/isd/hr/MonthlyEarnedLeaves/${june.id}`)).status, 400);
  const balances = await hr.get<{ closed: boolean }>('/api/v2/isd/hr/leaves/balances', {
    query: { fiscalYearId: fy31 },
  });
  assert.equal(balances.body.closed, true);
  const closings = await hr.get<{ fiscalYearName: string; nextFiscalYearName: string }[]>(
    '/api/v2/isd/hr/leaves/fiscal-year-closings',
  );
  assert.deepEqual(
    closings.body.map((c) => [c.fiscalYearName, c.nextFiscalYearName]),
    [['FY 2014', 'FY 2015']],
  );
  assert.equal((await staff.post('/api/v2/isd/hr/leaves/fiscal-year-closings', { fiscalYearId: fy32 })).status, 403);
});
