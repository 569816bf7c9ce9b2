// Posted records refuse change by SQL too (migrations 0041, 0221, 0320): bills, bill lines,
// billing ledger entries and leave ledger lines. Only the application's status transitions pass
// (a bill Posted -> Adjusted / Cancelled, a leave line Posted -> Cancelled with who and when),
// and a refusal reaching a route answers 409, not 500.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { ErrorBody } from '@ilaw/contracts/http';
import { sql, type RawBuilder } from 'kysely';
import { POSTED_RECORD_MESSAGE } from '../../src/platform/http/errors.ts';
import { setUpCoop, type Coop } from '../billing/billing-support.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let c: Coop;
let billIds: number[];
let leaveLineId: number;

before(async () => {
  t = await createTestApp();
  c = await setUpCoop(t, { consumers: 3 });
  for (const [i, account] of c.accounts.entries()) {
    const r = await c.encoder.put('/api/v2/billing/meter-readings', {
      billMonthId: c.monthId,
      accountNo: account,
      presentReading: String(1100 + i * 10),
    });
    assert.equal(r.status, 200, JSON.stringify(r.body));
    const computed = await c.clerk.post('/api/v2/billing/bills/compute', {
      billMonthId: c.monthId,
      accountNo: account,
    });
    assert.equal(computed.status, 200, JSON.stringify(computed.body));
  }
  const db = t.running.database.db;
  billIds = (await db.selectFrom('billing_bills').select('id').orderBy('id').execute()).map((b) => b.id);
  assert.equal(billIds.length, 3);
  const hr = await t.userWithRoles(['LeaveLedger', 'Employee']);
  await db.updateTable('fiscal_years').set({ is_active: false }).execute();
  await db
    .insertInto('fiscal_years')
    .values({ year: 2023, name: 'FY 2023', start_date: '2023-01-01', end_date: '2023-12-31', is_active: true })
    .execute();
  await db
    .insertInto('employees')
    .values({ employee_id: 'PR-1', first_name: 'Paz', last_name: 'Reyes', date_hired: '2000-01-01' })
    .execute();
  assert.equal((await hr.post('/api/isd/hr/MonthlyEarnedLeaves', { year: 2023, month: 1 })).status, 201);
  leaveLineId = (await db.selectFrom('leave_ledger_lines').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow())
    .id;
});
after(async () => t.close());

async function refused(statement: RawBuilder<unknown>): Promise<void> {
  await assert.rejects(statement.execute(t.running.database.db), (e: { code?: string; message?: string }) => {
    assert.equal(e.code, 'IL409', e.message);
    assert.match(e.message ?? '', /posted records of \w+ cannot be changed or removed/);
    return true;
  });
}
const run = (statement: RawBuilder<unknown>) => statement.execute(t.running.database.db);

test('bills: amounts, consumer and deletion are refused; TRUNCATE too', async () => {
  const [a] = billIds;
  await refused(sql`UPDATE billing_bills SET total_amount = 1 WHERE id = ${a}`);
  await refused(sql`UPDATE billing_bills SET kwh = kwh + 1, status = 'Cancelled' WHERE id = ${a}`);
  await refused(sql`UPDATE billing_bills SET status = 'Posted' WHERE id = ${a}`);
  await refused(sql`DELETE FROM billing_bills WHERE id = ${a}`);
  await refused(sql`TRUNCATE billing_bills CASCADE`);
});

test('bills: Posted -> Cancelled and Posted -> Adjusted pass by themselves, once', async () => {
  const [, b, c3] = billIds;
  await run(sql`UPDATE billing_bills SET status = 'Cancelled' WHERE id = ${b}`);
  await refused(sql`UPDATE billing_bills SET status = 'Posted' WHERE id = ${b}`);
  await refused(sql`UPDATE billing_bills SET status = 'Adjusted' WHERE id = ${b}`);
  await run(sql`UPDATE billing_bills SET status = 'Adjusted' WHERE id = ${c3}`);
  await refused(sql`UPDATE billing_bills SET status = 'Cancelled' WHERE id = ${c3}`);
});

test('bill lines and ledger entries refuse any UPDATE, DELETE or TRUNCATE', async () => {
  const [a] = billIds;
  await refused(sql`UPDATE billing_bill_lines SET amount = 0 WHERE bill_id = ${a}`);
  await refused(sql`DELETE FROM billing_bill_lines WHERE bill_id = ${a}`);
  await refused(sql`TRUNCATE billing_bill_lines`);
  await refused(sql`UPDATE billing_ledger_entries SET debit = 0 WHERE bill_id = ${a}`);
  await refused(sql`UPDATE billing_ledger_entries SET reason = 'edited' WHERE bill_id = ${a}`);
  await refused(sql`DELETE FROM billing_ledger_entries WHERE bill_id = ${a}`);
  await refused(sql`TRUNCATE billing_ledger_entries`);
});

test('leave ledger lines: only Posted -> Cancelled with who and when passes', async () => {
  const id = leaveLineId;
  await refused(sql`UPDATE leave_ledger_lines SET days = 30 WHERE id = ${id}`);
  await refused(sql`UPDATE leave_ledger_lines SET status = 0, days = 30 WHERE id = ${id}`);
  await refused(sql`UPDATE leave_ledger_lines SET status = 2 WHERE id = ${id}`);
  await refused(sql`DELETE FROM leave_ledger_lines WHERE id = ${id}`);
  await refused(sql`TRUNCATE leave_ledger_lines`);
  await run(sql`UPDATE leave_ledger_lines SET status = 0, cancelled_at = now(), cancelled_by = 1 WHERE id = ${id}`);
  await refused(sql`UPDATE leave_ledger_lines SET status = 1 WHERE id = ${id}`);
  await refused(sql`UPDATE leave_ledger_lines SET cancelled_by = NULL WHERE id = ${id}`);
});

test('a refusal reaching a route answers 409 with a general message, not 500', async () => {
  const [a] = billIds;
  // Were the application to change a posted bill the rule does not allow: here, approving an
  // adjustment (which marks the bill Adjusted) while the rule allows no status change at all.
  const asked = await c.clerk.post<{ id: number }>(`/api/v2/billing/bills/${a}/adjustments`, {
    presentReading: '1050',
    reason: 'Reader misread the meter',
  });
  assert.equal(asked.status, 201, JSON.stringify(asked.body));
  await run(sql`SELECT protect_posted_records('billing_bills')`);
  try {
    const res = await c.approver.post<ErrorBody>(`/api/v2/billing/adjustment-requests/${asked.body.id}/approve`, {
      remarks: 'Checked against the meter photo',
    });
    assert.equal(res.status, 409, JSON.stringify(res.body));
    assert.deepEqual(res.body.errors, { generalErrors: [POSTED_RECORD_MESSAGE] });
  } finally {
    await run(sql`SELECT protect_posted_records('billing_bills', 'status', 'Posted>Adjusted Posted>Cancelled')`);
  }
  const bill = await t.running.database.db
    .selectFrom('billing_bills')
    .select('status')
    .where('id', '=', a!)
    .executeTakeFirstOrThrow();
  assert.equal(bill.status, 'Posted', 'the refused adjustment rolled back');
});
