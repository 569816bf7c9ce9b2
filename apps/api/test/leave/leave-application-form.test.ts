// CSC Form 6 of a leave application (issue 11, item 16): the applicant's name parts, office and
// position, and 7.A's vacation and sick leave credits as of filing, the same before and after the
// approval posts its lines; the employee reads the form of their own applications only. Leave
// Transactions' two lists export the rows of their filter and sort as .xlsx (item 9).
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { APPLICATION_NOT_FOUND } from '@ilaw/contracts/leave/leave-applications/leave-application';
import type { LeaveApplicationForm } from '@ilaw/contracts/leave/leave-applications/leave-application-form';
import ExcelJS from 'exceljs';
import { createTestApp, type TestApp, type TestClient } from '../support/test-app.ts';
import type { Errors } from './leave-support.ts';

let t: TestApp;
let hr: TestClient;
let staff: TestClient & { userId: number };
let other: TestClient & { userId: number };
let vl: number;

before(async () => {
  t = await createTestApp();
  const db = t.running.database.db;
  hr = await t.userWithRoles(['LeaveLedger', 'Employee']);
  staff = await t.userWithRoles([]);
  other = await t.userWithRoles([]);
  await db.updateTable('fiscal_years').set({ is_active: false }).execute();
  await db
    .insertInto('fiscal_years')
    .values({ year: 2014, name: 'FY 2014', start_date: '2014-01-01', end_date: '2014-12-31', is_active: true })
    .execute();
  const dept = await db
    .insertInto('departments')
    .values({ code: 'F6-ISD', name: 'Institutional Services' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('employees')
    .values([
      {
        employee_id: 'F6-1',
        first_name: 'Carla',
        middle_name: 'Santos',
        last_name: 'Cruz',
        position: 'HR Assistant',
        department_id: dept.id,
        user_id: staff.userId,
        date_hired: '2000-01-01',
      },
      { employee_id: 'F6-2', first_name: 'Dante', last_name: 'Reyes', user_id: other.userId, date_hired: '2000-01-01' },
    ])
    .execute();
  vl = (await db.selectFrom('leave_types').select('id').where('code', '=', 'VL').executeTakeFirstOrThrow()).id;
  // Two months of credits: 2.5 VL and 2.5 SL.
  for (const month of [1, 2])
    assert.equal((await hr.post('/api/isd/hr/MonthlyEarnedLeaves', { year: 2014, month })).status, 201);
});
after(async () => t.close());

type Form = LeaveApplicationForm & Errors & { message?: string };

test('Form 6 carries the applicant and the credits as of filing, before and after approval', async () => {
  const filed = await staff.post<{ id: number }>('/api/v2/user/leave-applications', {
    leaveTypeId: vl,
    dateFrom: '2014-03-03',
    dateTo: '2014-03-04',
    days: '2',
    reason: 'Family matters',
  });
  assert.equal(filed.status, 201, JSON.stringify(filed.body));
  const id = filed.body.id;
  const expected = {
    vacation: { totalEarned: '2.500', lessThisApplication: '2.000', balance: '0.500' },
    sick: { totalEarned: '2.500', lessThisApplication: '0.000', balance: '2.500' },
  };
  const form = await hr.get<Form>(`/api/v2/isd/hr/leave-applications/${id}/form`);
  assert.equal(form.status, 200, JSON.stringify(form.body));
  assert.deepEqual(form.body.employee, {
    lastName: 'Cruz',
    firstName: 'Carla',
    middleName: 'Santos',
    office: 'Institutional Services',
    position: 'HR Assistant',
  });
  assert.equal(form.body.application.leaveTypeCode, 'VL');
  assert.equal(form.body.application.days, '2');
  assert.deepEqual({ vacation: form.body.credits.vacation, sick: form.body.credits.sick }, expected);
  assert.match(form.body.credits.asOf, /^\d{4}-\d{2}-\d{2}$/);

  assert.equal((await hr.put(`/api/v2/isd/hr/leave-applications/${id}/decision`, { approve: true })).status, 200);
  const after = await staff.get<Form>(`/api/v2/user/leave-applications/${id}/form`);
  assert.equal(after.status, 200, JSON.stringify(after.body));
  assert.equal(after.body.application.paidDays, '2');
  assert.deepEqual({ vacation: after.body.credits.vacation, sick: after.body.credits.sick }, expected);
});

test("another employee's application is not found; a user without the role is refused the HR form", async () => {
  const filed = await staff.post<{ id: number }>('/api/v2/user/leave-applications', {
    leaveTypeId: vl,
    dateFrom: '2014-04-07',
    dateTo: '2014-04-07',
    days: '1',
    reason: 'Errand',
  });
  const notMine = await other.get<Form>(`/api/v2/user/leave-applications/${filed.body.id}/form`);
  assert.equal(notMine.status, 404);
  assert.equal(notMine.body.message, APPLICATION_NOT_FOUND);
  assert.equal((await staff.get<Form>(`/api/v2/isd/hr/leave-applications/${filed.body.id}/form`)).status, 403);
});

test('the ledger says whose it is, as the leave card heads it', async () => {
  const emp = await t.running.database.db
    .selectFrom('employees')
    .select('id')
    .where('employee_id', '=', 'F6-1')
    .executeTakeFirstOrThrow();
  const ledger = await hr.get<{ employee: unknown }>(`/api/isd/hr/Employees/${emp.id}/LeaveLedger`);
  assert.equal(ledger.status, 200);
  assert.deepEqual(ledger.body.employee, {
    code: 'F6-1',
    name: 'Cruz, Carla S.',
    office: 'Institutional Services',
    position: 'HR Assistant',
    dateHired: '2000-01-01',
  });
  const mine = await staff.get<{ employee: { code: string } }>('/api/v2/user/leave-ledger');
  assert.equal(mine.body.employee.code, 'F6-1');
});

async function sheetRows(url: string, query: Record<string, string>): Promise<unknown[][]> {
  const res = await hr.request('GET', url, { query });
  assert.equal(res.status, 200, String(res.body));
  assert.match(String(res.headers['content-disposition']), /\.xlsx"/);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(res.raw as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  wb.worksheets[0]?.eachRow((r) => rows.push((r.values as unknown[]).slice(1)));
  return rows;
}

test('the ledger lines and the applications export the rows of their filter and sort', async () => {
  const emp = await t.running.database.db
    .selectFrom('employees')
    .select('id')
    .where('employee_id', '=', 'F6-1')
    .executeTakeFirstOrThrow();
  const lines = await sheetRows('/api/v2/isd/hr/leaves/ledger-lines/export', {
    employeeId: String(emp.id),
    lineType: '1',
    sort: 'entryDate',
    order: 'asc',
  });
  assert.deepEqual(lines[0], ['Date', 'Employee ID', 'Employee', 'Type', 'Entry', 'Status', 'Days', 'Description']);
  // January's and February's credits, VL and SL, oldest first; days are numbers.
  assert.deepEqual(
    lines.slice(1).map((r) => [(r[0] as Date).toISOString().slice(0, 10), r[1], r[4], r[5], r[6]]),
    [
      ['2014-01-31', 'F6-1', 'Earned', 'Posted', 1.25],
      ['2014-01-31', 'F6-1', 'Earned', 'Posted', 1.25],
      ['2014-02-28', 'F6-1', 'Earned', 'Posted', 1.25],
      ['2014-02-28', 'F6-1', 'Earned', 'Posted', 1.25],
    ],
  );
  const applications = await sheetRows('/api/v2/isd/hr/leave-applications/export', {
    employeeId: String(emp.id),
    sort: 'dateFrom',
    order: 'asc',
  });
  assert.equal(applications[0]?.[0], 'Employee ID');
  assert.deepEqual(
    applications.slice(1).map((r) => [r[0], r[2], r[5], r[6], r[7], r[8]]),
    [
      ['F6-1', 'VL', 2, 'Family matters', 'Approved', 2],
      ['F6-1', 'VL', 1, 'Errand', 'Pending', 0],
    ],
  );
  assert.equal((await staff.request('GET', '/api/v2/isd/hr/leave-applications/export')).status, 403);
});

test('the without pay summary exports its rows and total for payroll', async () => {
  const filed = await staff.post<{ id: number }>('/api/v2/user/leave-applications', {
    leaveTypeId: vl,
    dateFrom: '2014-05-05',
    dateTo: '2014-05-07',
    days: '3',
    reason: 'Province',
  });
  assert.equal(
    (await hr.put(`/api/v2/isd/hr/leave-applications/${filed.body.id}/decision`, { approve: true })).status,
    200,
  );
  const rows = await sheetRows('/api/v2/isd/hr/leaves/without-pay-summary/export', {
    dateFrom: '2014-01-01',
    dateTo: '2014-12-31',
    search: 'F6-1',
  });
  assert.deepEqual(rows.slice(0, 2), [
    ['Employee ID', 'Name', 'Department', 'Month', 'Leave type', 'Applications', 'Days without pay'],
    ['F6-1', 'Cruz, Carla S.', 'Institutional Services', '2014-05', 'VL', 1, 2.5],
  ]);
  assert.deepEqual([rows[2]?.[0], rows[2]?.[6], rows.length], ['Total', 2.5, 3]);
});

test("Employee Leaves exports each employee's balance per leave type, as the list shows it", async () => {
  const rows = await sheetRows('/api/v2/isd/hr/leaves/balances/export', {
    search: 'F6-',
    sort: 'employeeCode',
    order: 'asc',
  });
  const header = rows[0] as string[];
  assert.deepEqual(header.slice(0, 3), ['Employee ID', 'Name', 'Department']);
  assert.equal(header.at(-1), 'Without pay');
  const vlColumn = header.indexOf('VL');
  const slColumn = header.indexOf('SL');
  assert.ok(vlColumn > 2 && slColumn > 2, header.join(','));
  assert.deepEqual(
    rows.slice(1).map((r) => r[0]),
    ['F6-1', 'F6-2'],
  );
  // Dante filed nothing: two months of credits on each.
  assert.deepEqual([rows[2]?.[1], rows[2]?.[vlColumn], rows[2]?.[slColumn]], ['Reyes, Dante', 2.5, 2.5]);
  // Every figure is the list's own.
  const list = await hr.get<{ data: { employeeCode: string; balances: Record<string, string>; withoutPay: string }[] }>(
    '/api/v2/isd/hr/leaves/balances',
    { query: { search: 'F6-', sort: 'employeeCode' } },
  );
  const sl = (
    await t.running.database.db
      .selectFrom('leave_types')
      .select('id')
      .where('code', '=', 'SL')
      .executeTakeFirstOrThrow()
  ).id;
  assert.deepEqual(
    rows.slice(1).map((r) => [r[0], r[vlColumn], r[slColumn], r.at(-1)]),
    list.body.data.map((e) => [
      e.employeeCode,
      Number(e.balances[String(vl)] ?? 0),
      Number(e.balances[String(sl)] ?? 0),
      Number(e.withoutPay),
    ]),
  );
  assert.equal((await staff.request('GET', '/api/v2/isd/hr/leaves/balances/export')).status, 403);
});

test("My work links a leave application waiting for the approver to the application's Form 6", async () => {
  const filed = await staff.post<{ id: number }>('/api/v2/user/leave-applications', {
    leaveTypeId: vl,
    dateFrom: '2014-06-09',
    dateTo: '2014-06-09',
    days: '1',
    reason: 'Enrolment day',
  });
  assert.equal(filed.status, 201, JSON.stringify(filed.body));
  const work = await hr.get<{ approvals: { documentType: string; documentId: number; link: string }[] }>(
    '/api/v2/user/my-work',
  );
  const waiting = work.body.approvals.find(
    (a) => a.documentType === 'leave.application' && a.documentId === filed.body.id,
  );
  assert.equal(waiting?.link, `/isd/hr/employee-leaves/transactions?form6=${filed.body.id}`);
  // The type's line still opens the screen's pending list.
  const items = (await hr.get<{ items: { key: string; link: string }[] }>('/api/v2/user/my-work')).body.items;
  assert.equal(
    items.find((i) => i.key === 'approval:leave.application')?.link,
    '/isd/hr/employee-leaves/transactions?status=0',
  );
});
