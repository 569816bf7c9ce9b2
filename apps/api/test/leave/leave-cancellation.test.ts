// Withdrawing and cancelling leave applications: the employee withdraws a pending one (a decided one
// is refused with 409), HR cancels a pending one or reverses an approved one by posting reversing
// lines (the approval's lines stay posted); balances, the application's paid / without-pay days and
// the without-pay summary come back, the DTR no longer shows the leave, and each change is audited.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import {
  ALREADY_CANCELLED,
  ALREADY_DISAPPROVED,
  APPLICATION_NOT_FOUND,
  ONLY_PENDING_WITHDRAWN,
} from '@ilaw/contracts/leave/leave-applications/leave-application';
import { LEAVE_YEAR_CLOSED } from '@ilaw/contracts/leave/fiscal-year-closings/leave-closing';
import { createTestApp, type TestApp, type TestClient } from '../support/test-app.ts';
import { balanceOf, type Errors, type Ledger } from './leave-support.ts';

let t: TestApp;
let hr: TestClient;
let staff: TestClient & { userId: number };
let other: TestClient & { userId: number };
let fy: number;
let emp: number;
let vl: number;

interface Application {
  id: number;
  status: number;
  paidDays: string;
  withoutPayDays: string;
  cancelReason: string | null;
  cancelledAt: string | null;
}
type Body = Application & Errors & { message?: string };

before(async () => {
  t = await createTestApp();
  const db = t.running.database.db;
  hr = await t.userWithRoles(['LeaveLedger', 'Employee']);
  staff = await t.userWithRoles([]);
  other = await t.userWithRoles([]);
  await db.updateTable('fiscal_years').set({ is_active: false }).execute();
  fy = (
    await db
      .insertInto('fiscal_years')
      .values({ year: 2022, name: 'FY 2022', start_date: '2022-01-01', end_date: '2022-12-31', is_active: true })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  const employee = (first: string, userId: number, code: string) =>
    db
      .insertInto('employees')
      .values({ employee_id: code, first_name: first, last_name: 'Cruz', user_id: userId, date_hired: '2000-01-01' })
      .returning('id')
      .executeTakeFirstOrThrow();
  emp = (await employee('Carla', staff.userId, 'LC-1')).id;
  await employee('Dante', other.userId, 'LC-2');
  vl = (await db.selectFrom('leave_types').select('id').where('code', '=', 'VL').executeTakeFirstOrThrow()).id;
  // January credits: 1.25 VL for everyone active.
  assert.equal((await hr.post('/api/isd/hr/MonthlyEarnedLeaves', { year: 2022, month: 1 })).status, 201);
});
after(async () => t.close());

const ledger = async () =>
  (await hr.get<Ledger>(`/api/isd/hr/Employees/${emp}/LeaveLedger`, { query: { fiscalYearId: fy } })).body;
const fileMine = async (dateFrom: string, dateTo: string, days: string) => {
  const r = await staff.post<Body>('/api/v2/user/leave-applications', {
    leaveTypeId: vl,
    dateFrom,
    dateTo,
    days,
    reason: 'Family matters',
  });
  assert.equal(r.status, 201, JSON.stringify(r.body));
  return r.body.id;
};
const withdraw = (client: TestClient, id: number, reason = 'Plans changed') =>
  client.post<Body>(`/api/v2/user/leave-applications/${id}/withdrawal`, { reason });
const cancel = (id: number, reason = 'Reported for work') =>
  hr.post<Body>(`/api/v2/isd/hr/leave-applications/${id}/cancellation`, { reason });
const audit = (id: number) =>
  t.running.database.db
    .selectFrom('audit_log')
    .select('action')
    .where('entity_type', '=', 'leave-application')
    .where('entity_id', '=', String(id))
    .orderBy('id')
    .execute();

test('the employee withdraws a pending application; not someone else’s, not twice, a reason is needed', async () => {
  const id = await fileMine('2022-02-07', '2022-02-07', '1');
  const noReason = await staff.post<Body>(`/api/v2/user/leave-applications/${id}/withdrawal`, { reason: ' ' });
  assert.equal(noReason.status, 400);
  assert.deepEqual(noReason.body.errors?.['reason'], ['This field is required.']);
  const notMine = await withdraw(other, id);
  assert.equal(notMine.status, 404);
  assert.equal(notMine.body.message, APPLICATION_NOT_FOUND);
  const done = await withdraw(staff, id);
  assert.equal(done.status, 200, JSON.stringify(done.body));
  assert.equal(done.body.status, 3);
  assert.equal(done.body.cancelReason, 'Plans changed');
  assert.ok(done.body.cancelledAt);
  const again = await withdraw(staff, id);
  assert.equal(again.status, 409);
  assert.equal(again.body.message, ALREADY_CANCELLED);
  // A withdrawn application cannot be approved afterwards, and nothing was posted.
  assert.equal((await hr.put(`/api/v2/isd/hr/leave-applications/${id}/decision`, { approve: true })).status, 409);
  assert.equal((await ledger()).lines.filter((l) => l.lineType === 2).length, 0);
  assert.deepEqual(
    (await audit(id)).map((a) => a.action),
    ['filed', 'withdrawn'],
  );
  const list = await hr.get<{ data: Application[] }>('/api/v2/isd/hr/leave-applications', { query: { status: 3 } });
  assert.deepEqual(
    list.body.data.map((a) => a.id),
    [id],
  );
});

test('a decided application is not withdrawn by the employee (409); HR cancels a pending one', async () => {
  const approved = await fileMine('2022-02-08', '2022-02-08', '1');
  assert.equal((await hr.put(`/api/v2/isd/hr/leave-applications/${approved}/decision`, { approve: true })).status, 200);
  const refused = await withdraw(staff, approved);
  assert.equal(refused.status, 409);
  assert.equal(refused.body.message, ONLY_PENDING_WITHDRAWN);
  const disapproved = await fileMine('2022-02-09', '2022-02-09', '1');
  await hr.put(`/api/v2/isd/hr/leave-applications/${disapproved}/decision`, { approve: false });
  const refused2 = await withdraw(staff, disapproved);
  assert.equal(refused2.status, 409);
  assert.equal(refused2.body.message, ALREADY_DISAPPROVED);
  const hrRefused = await cancel(disapproved);
  assert.equal(hrRefused.status, 409);
  assert.equal(hrRefused.body.message, ALREADY_DISAPPROVED);
  const pending = await fileMine('2022-02-10', '2022-02-10', '0.5');
  const cancelled = await cancel(pending);
  assert.equal(cancelled.status, 200, JSON.stringify(cancelled.body));
  assert.equal(cancelled.body.status, 3);
  assert.deepEqual(
    (await audit(pending)).map((a) => a.action),
    ['filed', 'cancelled'],
  );
  // Only LeaveLedger cancels for others.
  assert.equal(
    (await staff.post(`/api/v2/isd/hr/leave-applications/${approved}/cancellation`, { reason: 'x' })).status,
    403,
  );
  // Leave the approved one for the next test: cancel it now to start clean.
  assert.equal((await cancel(approved)).status, 200);
});

test('cancelling an approved application posts reversing lines; balance, without pay and the DTR come back', async () => {
  // 1.25 VL earned; 3 days asked (Mon 2022-03-07 to Wed 03-09): 1.25 paid, 1.75 without pay.
  const before = await ledger();
  assert.equal(balanceOf(before, 'VL'), '1.25');
  const id = await fileMine('2022-03-07', '2022-03-09', '3');
  const approved = await hr.put(`/api/v2/isd/hr/leave-applications/${id}/decision`, { approve: true });
  assert.equal(approved.status, 200);
  // The days are stored on the DTR before the cancellation: they say Leave.
  const compute = await hr.put('/api/isd/hr/EmployeeDailyTimeRecord/ComputeDailyTimeRecord', {
    from: '2022-03-07',
    to: '2022-03-09',
    employeeId: emp,
  });
  assert.equal(compute.status, 200, JSON.stringify(compute.body));
  const dtr = async () =>
    (
      await staff.get<{ records: { dayType: string; id: number }[] }>('/api/personal/DailyTimeRecord', {
        query: { from: '2022-03-07', to: '2022-03-09' },
      })
    ).body.records;
  assert.deepEqual(
    (await dtr()).map((r) => r.dayType),
    ['Leave', 'Leave', 'Leave'],
  );
  assert.ok(
    (await dtr()).every((r) => r.id > 0),
    'the days are stored',
  );
  const mid = await ledger();
  assert.equal(balanceOf(mid, 'VL'), '0');
  assert.equal(mid.balances.find((b) => b.code === 'VL')?.withoutPay, '1.75');
  const summary = async () =>
    (
      await hr.get<{ rows: { days: string }[]; totalDays: string }>('/api/v2/isd/hr/leaves/without-pay-summary', {
        query: { dateFrom: '2022-03-01', dateTo: '2022-03-31' },
      })
    ).body;
  assert.equal((await summary()).totalDays, '1.75');

  const noReason = await hr.post<Body>(`/api/v2/isd/hr/leave-applications/${id}/cancellation`, { reason: '' });
  assert.equal(noReason.status, 400);
  assert.equal(balanceOf(await ledger(), 'VL'), '0', 'bad input changes nothing');

  const res = await cancel(id, 'Leave not taken: reported for work');
  assert.equal(res.status, 200, JSON.stringify(res.body));
  assert.equal(res.body.status, 3);
  assert.equal(res.body.paidDays, '0');
  assert.equal(res.body.withoutPayDays, '0');
  const after = await ledger();
  assert.equal(balanceOf(after, 'VL'), '1.25');
  assert.equal(after.balances.find((b) => b.code === 'VL')?.withoutPay, '0');
  // The approval's two lines stay as posted; two reversing lines with negative days follow them.
  const used = after.lines.filter((l) => l.lineType === 2 && l.entryDate === '2022-03-07');
  assert.deepEqual(
    used.map((l) => [l.status, l.days]),
    [
      [1, '1.25'],
      [2, '1.75'],
      [1, '-1.25'],
      [2, '-1.75'],
    ],
  );
  const rows = await t.running.database.db
    .selectFrom('leave_ledger_lines')
    .select(['created_by', 'description', 'reverses_line_id'])
    .where('leave_application_id', '=', id)
    .where('reverses_line_id', 'is not', null)
    .execute();
  assert.equal(rows.length, 2);
  assert.ok(rows.every((r) => r.created_by !== null && r.description.includes('reported for work')));
  assert.deepEqual(await summary(), { rows: [], totalDays: '0' });
  // The stored DTR days were recomputed: no longer leave.
  assert.ok((await dtr()).every((r) => r.dayType !== 'Leave'));
  assert.deepEqual(
    (await audit(id)).map((a) => a.action),
    ['filed', 'approved', 'reversed'],
  );
  // Reversed once only.
  const twice = await cancel(id);
  assert.equal(twice.status, 409);
  assert.equal(
    (
      await t.running.database.db
        .selectFrom('leave_ledger_lines')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('leave_application_id', '=', id)
        .executeTakeFirstOrThrow()
    ).n.toString(),
    '4',
  );
});

test('an approved application of a closed year is not reversed', async () => {
  const id = await fileMine('2022-04-04', '2022-04-04', '1');
  await hr.put(`/api/v2/isd/hr/leave-applications/${id}/decision`, { approve: true });
  await t.running.database.db
    .insertInto('fiscal_years')
    .values({ year: 2023, name: 'FY 2023', start_date: '2023-01-01', end_date: '2023-12-31', is_active: false })
    .execute();
  assert.equal((await hr.post('/api/v2/isd/hr/leaves/fiscal-year-closings', { fiscalYearId: fy })).status, 201);
  const res = await cancel(id);
  assert.equal(res.status, 400);
  assert.deepEqual(res.body.errors?.['id'], [LEAVE_YEAR_CLOSED]);
  const unchanged = await hr.get<{ data: Application[] }>('/api/v2/isd/hr/leave-applications', {
    query: { employeeId: emp, status: 1 },
  });
  assert.deepEqual(
    unchanged.body.data.map((a) => a.id),
    [id],
  );
});
