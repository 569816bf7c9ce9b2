// Leave ledger through the API: monthly credits once per month, reversal by cancellation,
// applications posting Used and WithoutPay, own ledger scoping.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { lastEndedMonth, MONTH_NOT_ENDED } from '@ilaw/contracts/leave/monthly-credits/monthly-credit';
import { postMonthlyEarnedEndpoint } from '@ilaw/contracts/leave/monthly-credits/post-monthly-credits';
import { previewMonthlyEarnedEndpoint } from '@ilaw/contracts/leave/monthly-credits/preview-monthly-credits';
import { manilaToday } from '../../src/platform/time/manila.ts';
import { createTestApp, type TestApp, type TestClient } from '../support/test-app.ts';

let t: TestApp;
let leave: TestClient;
/** A second HR officer: the one who files an application does not also approve it. */
let leave2: TestClient;
let staff: TestClient & { userId: number };
let emp: number;
let fyId: number;

type Ledger = {
  balances: { code: string; balance: string; withoutPay: string }[];
  lines: { lineType: number; status: number; days: string; description: string }[];
};

before(async () => {
  t = await createTestApp();
  const db = t.running.database.db;
  leave = await t.userWithRoles(['LeaveLedger']);
  leave2 = await t.userWithRoles(['LeaveLedger']);
  staff = await t.userWithRoles([]);
  await db.updateTable('fiscal_years').set({ is_active: false }).execute();
  fyId = (
    await db
      .insertInto('fiscal_years')
      .values({ year: 2014, name: 'FY 2014', start_date: '2014-01-01', end_date: '2014-12-31', is_active: true })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  emp = (
    await db
      .insertInto('employees')
      .values({
        employee_id: 'L-001',
        first_name: 'Lea',
        last_name: 'Ledger',
        user_id: staff.userId,
        date_hired: '2000-01-01',
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  await db
    .insertInto('employees')
    .values({ employee_id: 'L-002', first_name: 'New', last_name: 'Hire', date_hired: '2014-05-01' })
    .execute();
});
after(async () => t.close());

const ledger = async (client: TestClient, url: string) =>
  (await client.get<Ledger>(url, { query: { fiscalYearId: fyId } })).body;
const bal = (l: Ledger, code: string) => l.balances.find((b) => b.code === code)!;

test('monthly earned: 1.25 VL and SL once per month; hired later gets none; deletion reverses', async () => {
  const post = await leave.post<{ id: number; employeeCount: number }>('/api/isd/hr/MonthlyEarnedLeaves', {
    year: 2014,
    month: 1,
  });
  assert.equal(post.status, 201, JSON.stringify(post.body));
  const again = await leave.post('/api/isd/hr/MonthlyEarnedLeaves', { year: 2014, month: 1 });
  assert.equal(again.status, 409);
  const feb = await leave.post<{ id: number }>('/api/isd/hr/MonthlyEarnedLeaves', { year: 2014, month: 2 });
  assert.equal(feb.status, 201);
  let l = await ledger(leave, `/api/isd/hr/Employees/${emp}/LeaveLedger`);
  assert.equal(bal(l, 'VL').balance, '2.5');
  assert.equal(bal(l, 'SL').balance, '2.5');
  const del = await leave.delete(`/api/isd/hr/MonthlyEarnedLeaves/${feb.body.id}`);
  assert.equal(del.status, 204);
  l = await ledger(leave, `/api/isd/hr/Employees/${emp}/LeaveLedger`);
  assert.equal(bal(l, 'VL').balance, '1.25');
  assert.equal(l.lines.filter((x) => x.status === 0).length, 2, 'reversed lines stay, Cancelled');
  const repost = await leave.post('/api/isd/hr/MonthlyEarnedLeaves', { year: 2014, month: 2 });
  assert.equal(repost.status, 201);
  const list = await leave.get<{ month: number }[]>('/api/isd/hr/MonthlyEarnedLeaves');
  assert.deepEqual(
    list.body.map((m) => m.month),
    [2, 1],
  );
  const noFy = await leave.post('/api/isd/hr/MonthlyEarnedLeaves', { year: 2002, month: 1 });
  assert.equal(noFy.status, 400);
  const denied = await staff.post('/api/isd/hr/MonthlyEarnedLeaves', { year: 2014, month: 3 });
  assert.equal(denied.status, 403);
});

test('monthly earned: the month still running and later ones are refused; the preview counts who a month credits', async () => {
  const today = manilaToday();
  const thisMonth = { year: Number(today.slice(0, 4)), month: Number(today.slice(5, 7)) };
  const next =
    thisMonth.month === 12 ? { year: thisMonth.year + 1, month: 1 } : { ...thisMonth, month: thisMonth.month + 1 };
  for (const body of [thisMonth, next]) {
    const refused = await leave.send(postMonthlyEarnedEndpoint, { body });
    assert.equal(refused.status, 400);
    assert.deepEqual((refused.body as { errors: unknown }).errors, { month: [MONTH_NOT_ENDED] });
    const preview = await leave.call(previewMonthlyEarnedEndpoint, { query: body });
    assert.equal(preview.ended, false);
  }
  assert.equal(
    await t.running.database.db
      .selectFrom('leave_ledger_lines')
      .select('id')
      .where('entry_date', '>=', today)
      .executeTakeFirst(),
    undefined,
    'no entry dated today or later',
  );
  // January 2014: Lea only (the new hire starts in May); posted already by the test above.
  assert.deepEqual(await leave.call(previewMonthlyEarnedEndpoint, { query: { year: 2014, month: 1 } }), {
    year: 2014,
    month: 1,
    employeeCount: 1,
    ended: true,
    alreadyPosted: true,
  });
  const june = await leave.call(previewMonthlyEarnedEndpoint, { query: { year: 2014, month: 6 } });
  assert.deepEqual([june.employeeCount, june.alreadyPosted], [2, false]);
  assert.deepEqual(lastEndedMonth('2026-01-15'), { year: 2025, month: 12 });
  assert.deepEqual(lastEndedMonth('2026-07-01'), { year: 2026, month: 6 });
  assert.equal((await staff.send(previewMonthlyEarnedEndpoint, { query: { year: 2014, month: 6 } })).status, 403);
});

test('application: Used up to the balance, the rest WithoutPay; own ledger only', async () => {
  const types = await staff.get<{ id: number; code: string }[]>('/api/options/LeaveTypes');
  const vl = types.body.find((x) => x.code === 'VL')!;
  const app = await leave.post<{ id: number }>('/api/v2/isd/hr/leave-applications', {
    employeeId: emp,
    leaveTypeId: vl.id,
    dateFrom: '2014-03-03',
    dateTo: '2014-03-05',
    days: '3',
    reason: 'Vacation',
  });
  assert.equal(app.status, 201, JSON.stringify(app.body));
  const own = await leave.put<{ errors: { generalErrors: string[] } }>(
    `/api/v2/isd/hr/leave-applications/${app.body.id}/decision`,
    { approve: true },
  );
  assert.equal(own.status, 403);
  assert.deepEqual(own.body.errors.generalErrors, ['You cannot approve your own request.']);
  const ok = await leave2.put<{ status: number }>(`/api/v2/isd/hr/leave-applications/${app.body.id}/decision`, {
    approve: true,
  });
  assert.equal(ok.body.status, 1);
  const twice = await leave2.put(`/api/v2/isd/hr/leave-applications/${app.body.id}/decision`, { approve: true });
  assert.equal(twice.status, 409);
  const mine = await ledger(staff, '/api/v2/user/leave-ledger');
  assert.equal(bal(mine, 'VL').balance, '0');
  assert.equal(bal(mine, 'VL').withoutPay, '0.5');
  // The ledger's words: dates as SPEC.md writes them, not ISO.
  assert.deepEqual(
    mine.lines.filter((x) => x.lineType === 2).map((x) => x.description),
    [
      `Vacation Leave Mar 03, 2014 to Mar 05, 2014 (application #${app.body.id})`,
      `Vacation Leave Mar 03, 2014 to Mar 05, 2014 (application #${app.body.id}), without pay`,
    ],
  );
  const other = await staff.get(`/api/isd/hr/Employees/${emp}/LeaveLedger`);
  assert.equal(other.status, 403);
});
