// Leave postings under concurrency (ARCHITECTURE.md "Postings are safe under concurrency"): twenty
// identical requests at once post once; the rest answer 409 (or, where the operation is an
// idempotent replay, 200 posting nothing), never 500, and the rows are counted. Real overlap needs
// PostgreSQL (TEST_DATABASE_URL); on PGlite the same assertions hold with the requests queued.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { ALREADY_CANCELLED } from '@ilaw/contracts/leave/leave-applications/leave-application';
import { LEAVE_ALREADY_CLOSED } from '@ilaw/contracts/leave/fiscal-year-closings/leave-closing';
import type { ImportResult } from '@ilaw/contracts/platform/imports';
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { leaveOverlapMessage } from '../../src/modules/leave/leave-applications/file-application.ts';
import { LINE, STATUS } from '../../src/modules/leave/ledger.ts';
import { monthlyAlreadyPosted } from '../../src/modules/leave/monthly-credits/monthly-credit-queries.ts';
import { TIMES, assertPostedOnce, statusCounts, together } from '../support/concurrency.ts';
import { createTestApp, type TestApp, type TestClient } from '../support/test-app.ts';
import { balanceOf, type Ledger, uploadBytes } from './leave-support.ts';

let t: TestApp;
let hr: TestClient;
/** A second HR officer: the one who files an application does not also approve it (decision 014). */
let hr2: TestClient;
let staff: TestClient & { userId: number };
let fy: number;
let nextFy: number;
const emp: Record<'A' | 'B' | 'C' | 'D', number> = { A: 0, B: 0, C: 0, D: 0 };
let vl: number;
let sl: number;

before(async () => {
  t = await createTestApp();
  const db = t.running.database.db;
  hr = await t.userWithRoles(['LeaveLedger']);
  hr2 = await t.userWithRoles(['LeaveLedger']);
  staff = await t.userWithRoles([]);
  await db.updateTable('fiscal_years').set({ is_active: false }).execute();
  const year = (y: number, active: boolean) =>
    db
      .insertInto('fiscal_years')
      .values({ year: y, name: `FY ${y}`, start_date: `${y}-01-01`, end_date: `${y}-12-31`, is_active: active })
      .returning('id')
      .executeTakeFirstOrThrow();
  fy = (await year(2008, true)).id;
  nextFy = (await year(2009, false)).id;
  for (const key of ['A', 'B', 'C', 'D'] as const) {
    emp[key] = (
      await db
        .insertInto('employees')
        .values({
          employee_id: `CP-${key}`,
          first_name: key,
          last_name: 'Concurrent',
          user_id: key === 'A' ? staff.userId : null,
          date_hired: '2000-01-01',
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  }
  const types = await db.selectFrom('leave_types').select(['id', 'code']).execute();
  vl = types.find((x) => x.code === 'VL')!.id;
  sl = types.find((x) => x.code === 'SL')!.id;
});
after(async () => t.close());

const db = () => t.running.database.db;
const count = async (query: ReturnType<typeof sql<{ n: number }>>) => (await query.execute(db())).rows[0]?.n ?? -1;

async function openingWorkbook(rows: [string, string, string][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Opening Balances');
  ws.addRow(['Employee ID', 'Employee Name', 'Leave Type', 'Days']);
  for (const [id, type, days] of rows) ws.addRow([id, '', type, days]);
  return Buffer.from(await wb.xlsx.writeBuffer());
}
const IMPORT = `/api/v2/isd/hr/leaves/opening-balances/import`;

test('opening balance import: twenty identical uploads post the balances once; the others answer with that import', async () => {
  const bytes = await openingWorkbook([
    ['CP-A', 'VL', '4'],
    ['CP-B', 'VL', '6'],
    ['CP-C', 'VL', '3'],
    ['CP-C', 'SL', '2'],
  ]);
  const responses = await together(TIMES, () =>
    uploadBytes<ImportResult>(hr, `${IMPORT}?fiscalYearId=${fy}`, bytes, 'opening.xlsx'),
  );
  assert.deepEqual(statusCounts(responses), { 200: TIMES });
  const firsts = responses.filter((r) => r.body.replay === null);
  assert.equal(firsts.length, 1, 'one upload imported, the others waited and answer with its result');
  assert.ok(responses.every((r) => r.body.posted === 4 && r.body.failed === 0));
  assert.equal(
    await count(sql`SELECT count(*)::int AS n FROM leave_ledger_lines
      WHERE fiscal_year_id = ${fy} AND line_type = ${LINE.OpeningBalance} AND status = ${STATUS.Posted}`),
    4,
  );
});

test('annual grants: twenty at once grant each employee once; the others answer 200 with nothing granted', async () => {
  const responses = await together(TIMES, () =>
    hr.post<{ granted: number }>('/api/v2/isd/hr/leaves/annual-grants', { fiscalYearId: fy }),
  );
  assert.deepEqual(statusCounts(responses), { 200: TIMES });
  const granted = responses.map((r) => r.body.granted).sort((a, b) => b - a);
  assert.ok(granted[0]! >= 4, `the first run grants every active employee (${granted[0]})`);
  assert.deepEqual(granted.slice(1), Array<number>(TIMES - 1).fill(0));
  assert.equal(
    await count(sql`SELECT count(*)::int AS n FROM leave_ledger_lines l JOIN leave_types t ON t.id = l.leave_type_id
      WHERE l.fiscal_year_id = ${fy} AND l.line_type = ${LINE.Earned} AND t.earning_rule = 'Annual'`),
    granted[0],
  );
  assert.equal(
    await count(sql`SELECT count(*)::int AS n FROM (
      SELECT 1 FROM leave_ledger_lines l JOIN leave_types t ON t.id = l.leave_type_id
      WHERE l.fiscal_year_id = ${fy} AND l.line_type = ${LINE.Earned} AND t.earning_rule = 'Annual'
      GROUP BY l.employee_id, l.leave_type_id HAVING count(*) > 1) x`),
    0,
    'nobody has two grants of a type',
  );
});

test('monthly earned credits: twenty postings of one month post once; the rest answer 409', async () => {
  const responses = await together(TIMES, () => hr.post('/api/isd/hr/MonthlyEarnedLeaves', { year: 2008, month: 1 }));
  assertPostedOnce(responses, 201, { message: monthlyAlreadyPosted(2008, 1) });
  assert.equal(monthlyAlreadyPosted(2008, 1), 'The leave credits of January 2008 have already been posted.');
  assert.equal(
    await count(sql`SELECT count(*)::int AS n FROM monthly_earned_leaves WHERE year = 2008 AND month = 1`),
    1,
  );
  const employees = await count(sql`SELECT count(*)::int AS n FROM employees WHERE employee_status = 1`);
  assert.equal(
    await count(sql`SELECT count(*)::int AS n FROM leave_ledger_lines l JOIN monthly_earned_leaves m ON m.id = l.monthly_earned_leave_id
      WHERE m.year = 2008 AND m.month = 1`),
    employees * 2,
    'VL and SL once per active employee',
  );
});

test('reversing a monthly posting twenty times reverses it once; the rest are told it already was', async () => {
  const posted = await hr.post<{ id: number }>('/api/isd/hr/MonthlyEarnedLeaves', { year: 2008, month: 11 });
  assert.equal(posted.status, 201);
  const responses = await together(TIMES, () => hr.delete(`/api/isd/hr/MonthlyEarnedLeaves/${posted.body.id}`));
  assertPostedOnce(responses, 204, { message: 'The leave credits of November 2008 have already been reversed.' });
  assert.equal(
    await count(sql`SELECT count(*)::int AS n FROM leave_ledger_lines
      WHERE monthly_earned_leave_id = ${posted.body.id} AND status = ${STATUS.Posted}`),
    0,
  );
  assert.equal(
    await count(sql`SELECT count(*)::int AS n FROM audit_log WHERE entity_type = 'monthly-earned-leave'
      AND entity_id = ${String(posted.body.id)} AND action = 'reversed'`),
    1,
  );
});

const application = { leaveTypeId: 0, dateFrom: '2008-02-02', dateTo: '2008-02-03', days: '2', reason: 'Family trip' };

test('an employee filing the same application twenty times stores it once; the rest are told it overlaps', async () => {
  const responses = await together(TIMES, () =>
    staff.post('/api/v2/user/leave-applications', { ...application, leaveTypeId: vl }),
  );
  const message = leaveOverlapMessage({ status: 0, date_from: '2008-02-02', date_to: '2008-02-03', code: 'VL' });
  assert.equal(
    message,
    'A pending leave application (VL, Feb 02, 2008 to Feb 03, 2008) already covers some of these dates.',
  );
  assertPostedOnce(responses, 201, { message });
  assert.equal(await count(sql`SELECT count(*)::int AS n FROM leave_applications WHERE employee_id = ${emp.A}`), 1);
  // Any overlap is refused, whatever the leave type; the next free day is accepted.
  const overlap = await staff.post('/api/v2/user/leave-applications', {
    ...application,
    leaveTypeId: sl,
    dateFrom: '2008-02-03',
    dateTo: '2008-02-03',
    days: '0.5',
  });
  assert.equal(overlap.status, 409);
  const nextDay = await staff.post('/api/v2/user/leave-applications', {
    ...application,
    leaveTypeId: sl,
    dateFrom: '2008-02-04',
    dateTo: '2008-02-04',
    days: '1',
  });
  assert.equal(nextDay.status, 201, JSON.stringify(nextDay.body));
});

test('HR filing one application for an employee twenty times stores it once', async () => {
  const responses = await together(TIMES, () =>
    hr.post('/api/v2/isd/hr/leave-applications', { ...application, employeeId: emp.B, leaveTypeId: vl }),
  );
  assertPostedOnce(responses, 201);
  assert.equal(await count(sql`SELECT count(*)::int AS n FROM leave_applications WHERE employee_id = ${emp.B}`), 1);
});

test('twenty approvals at once never pay more days than the balance; one decision per application', async () => {
  const ids: number[] = [];
  for (let day = 1; day <= TIMES; day += 1) {
    const date = `2008-03-${String(day).padStart(2, '0')}`;
    const filed = await hr.post<{ id: number }>('/api/v2/isd/hr/leave-applications', {
      employeeId: emp.C,
      leaveTypeId: vl,
      dateFrom: date,
      dateTo: date,
      days: '1',
      reason: 'Rest',
    });
    assert.equal(filed.status, 201, JSON.stringify(filed.body));
    ids.push(filed.body.id);
  }
  const before = (await hr.get<Ledger>(`/api/isd/hr/Employees/${emp.C}/LeaveLedger`, { query: { fiscalYearId: fy } }))
    .body;
  const balance = Number(balanceOf(before, 'VL'));
  assert.equal(balance, 4.25, 'opening 3 + January 1.25');

  const approvals = await together(TIMES, (i) =>
    hr2.put(`/api/v2/isd/hr/leave-applications/${ids[i]}/decision`, { approve: true }),
  );
  assert.deepEqual(statusCounts(approvals), { 200: TIMES });
  const paid = await sql<{ status: number; days: string }>`
    SELECT status, sum(days)::text AS days FROM leave_ledger_lines
    WHERE employee_id = ${emp.C} AND leave_type_id = ${vl} AND line_type = ${LINE.Used} GROUP BY status ORDER BY status`.execute(
    db(),
  );
  assert.deepEqual(
    paid.rows.map((r) => [r.status, Number(r.days)]),
    [
      [STATUS.Posted, balance],
      [STATUS.WithoutPay, TIMES - balance],
    ],
    'paid exactly the balance, the rest without pay',
  );

  const again = await together(TIMES, () =>
    hr2.put(`/api/v2/isd/hr/leave-applications/${ids[0]}/decision`, { approve: false }),
  );
  assert.deepEqual(statusCounts(again), { 409: TIMES }, 'a decided application is not decided again');
});

test('cancelling an approved application twenty times reverses it once; withdrawing a pending one once', async () => {
  const filed = await hr.post<{ id: number }>('/api/v2/isd/hr/leave-applications', {
    employeeId: emp.D,
    leaveTypeId: vl,
    dateFrom: '2008-04-06',
    dateTo: '2008-04-07',
    days: '2',
    reason: 'Errand',
  });
  assert.equal(filed.status, 201);
  const id = filed.body.id;
  assert.equal((await hr2.put(`/api/v2/isd/hr/leave-applications/${id}/decision`, { approve: true })).status, 200);
  const responses = await together(TIMES, () =>
    hr.post(`/api/v2/isd/hr/leave-applications/${id}/cancellation`, { reason: 'Trip called off' }),
  );
  assertPostedOnce(responses, 200, { message: ALREADY_CANCELLED });
  assert.equal(
    await count(
      sql`SELECT count(*)::int AS n FROM leave_ledger_lines WHERE leave_application_id = ${id} AND reverses_line_id IS NOT NULL`,
    ),
    await count(
      sql`SELECT count(*)::int AS n FROM leave_ledger_lines WHERE leave_application_id = ${id} AND reverses_line_id IS NULL`,
    ),
    'each line of the approval reversed once',
  );

  const pending = await staff.post<{ id: number }>('/api/v2/user/leave-applications', {
    leaveTypeId: vl,
    dateFrom: '2008-05-04',
    dateTo: '2008-05-04',
    days: '1',
    reason: 'Appointment',
  });
  assert.equal(pending.status, 201);
  const withdrawals = await together(TIMES, () =>
    staff.post(`/api/v2/user/leave-applications/${pending.body.id}/withdrawal`, { reason: 'Not needed' }),
  );
  assertPostedOnce(withdrawals, 200, { message: ALREADY_CANCELLED });
});

test('closing the year while credits are posted: every posting lands before the closing or is refused, and the closing balances are true', async () => {
  const CLOSINGS = 5;
  const postings = await together(TIMES, (i) =>
    i < CLOSINGS
      ? hr.post('/api/v2/isd/hr/leaves/fiscal-year-closings', { fiscalYearId: fy })
      : hr.post('/api/isd/hr/MonthlyEarnedLeaves', { year: 2008, month: 2 + (i % 11) }),
  );
  assertPostedOnce(postings.slice(0, CLOSINGS), 201, { message: LEAVE_ALREADY_CLOSED });
  for (const r of postings.slice(CLOSINGS)) assert.ok([201, 400, 409].includes(r.status), `${r.status}`);
  const untrue = await sql<{ employee_id: number; leave_type_id: number }>`
    SELECT c.employee_id, c.leave_type_id FROM leave_ledger_lines c
    WHERE c.fiscal_year_id = ${fy} AND c.line_type = ${LINE.ClosingBalance} AND c.status = ${STATUS.Posted}
      AND c.days <> GREATEST((SELECT coalesce(sum(CASE WHEN l.line_type IN (${LINE.OpeningBalance}, ${LINE.Earned}) THEN l.days
                                            WHEN l.line_type = ${LINE.Used} THEN -l.days ELSE 0 END), 0)
                    FROM leave_ledger_lines l
                    WHERE l.employee_id = c.employee_id AND l.leave_type_id = c.leave_type_id AND l.fiscal_year_id = c.fiscal_year_id
                      AND l.status = ${STATUS.Posted} AND l.line_type <> ${LINE.ClosingBalance}), 0)`.execute(db());
  assert.deepEqual(untrue.rows, [], 'no posting landed after the closing took the balances');

  const again = await together(TIMES, () =>
    hr.post('/api/v2/isd/hr/leaves/fiscal-year-closings', { fiscalYearId: fy }),
  );
  assert.deepEqual(statusCounts(again), { 409: TIMES });
  assert.ok(again.every((r) => JSON.stringify(r.body).includes(LEAVE_ALREADY_CLOSED)));
  assert.equal(
    await count(sql`SELECT count(*)::int AS n FROM fiscal_year_leave_closings WHERE fiscal_year_id = ${fy}`),
    1,
  );
  assert.ok(nextFy > 0);
});
