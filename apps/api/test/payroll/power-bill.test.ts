// The employee's own power bill read from billing (decision 066): an own-power-bill deduction names
// the employee's consumer account; a cut-off deducts the bills unpaid as of its end (at most the
// item's monthly amount); posting the payroll credits what it took to the bills on the billing
// ledger, oldest first, once; the next cut-off reads the smaller balance; a bill paid at a teller
// while the payroll waited for sign-off makes its posting refuse (never paid twice).
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { decideApprovalEndpoint } from '@ilaw/contracts/approvals/requests/decide-approval-request';
import { createEmployeeItemEndpoint } from '@ilaw/contracts/payroll/employee-items/create-employee-item';
import {
  FROM_BILLING_ONLY_POWER_BILL,
  powerBillAccountNotFound,
  powerBillPaidMeanwhile,
  type EmployeeItemFields,
} from '@ilaw/contracts/payroll/employee-items/employee-item';
import { listPayrollTypesEndpoint } from '@ilaw/contracts/payroll/payroll-types/list-payroll-types';
import { createPayrollEndpoint } from '@ilaw/contracts/payroll/payrolls/create-payroll';
import { generatePayrollEndpoint } from '@ilaw/contracts/payroll/payrolls/generate-payroll';
import { listPayrollEmployeesEndpoint } from '@ilaw/contracts/payroll/payrolls/list-payroll-employees';
import { submitPayrollEndpoint } from '@ilaw/contracts/payroll/payrolls/submit-payroll';
import { sql } from 'kysely';
import { account, pay, setUpCollection, type CollectionCoop } from '../collection/collection-support.ts';
import { createTestApp, type TestApp, type TestClient } from '../support/test-app.ts';
import { employeeWithSalary, punch } from './payroll-support.ts';

type Errors = { errors: Record<string, string[]> };

let t: TestApp;
let coop: CollectionCoop;
let clerk: TestClient;
let signers: TestClient[];
let dept: number;
let fe: number;
let consumerId: number;
let accountNo: string;
let monthly: number;

function weekdays(from: string, to: string): string[] {
  const out: string[] = [];
  for (let d = new Date(`${from}T00:00:00Z`); d <= new Date(`${to}T00:00:00Z`); d.setUTCDate(d.getUTCDate() + 1)) {
    if (d.getUTCDay() !== 0 && d.getUTCDay() !== 6) out.push(d.toISOString().slice(0, 10));
  }
  return out;
}

before(async () => {
  t = await createTestApp();
  coop = await setUpCollection(t);
  consumerId = coop.consumers[0]!;
  accountNo = coop.accounts[0]!;
  clerk = await t.userWithRoles(['Payroll']);
  signers = [
    await t.userWithRoles(['Payroll']),
    await t.userWithRoles(['Manager']),
    await t.userWithRoles(['AuditViewer']),
    await t.userWithRoles(['Manager']),
  ];
  const hr = await t.userWithRoles(['Employee']);
  dept = (
    await t.running.database.db
      .insertInto('departments')
      .values({ code: 'PWRB', name: 'Power Bill Test' })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  fe = await employeeWithSalary(
    t,
    hr,
    { employeeId: 'PWRB-001', firstName: 'Fe', lastName: 'Kuryente', departmentId: dept },
    { salaryType: 0, amount: '30000.00', effectiveDate: '2026-01-01' },
  );
  await punch(t, fe, [...weekdays('2026-06-01', '2026-06-30'), ...weekdays('2026-07-01', '2026-07-31')]);
  monthly = (await clerk.call(listPayrollTypesEndpoint)).find((x) => x.name === 'Regular payroll, monthly')!.id;
});
after(async () => t.close());

const item = (over: Partial<EmployeeItemFields> = {}): EmployeeItemFields => ({
  employeeId: fe,
  kind: 'Deduction',
  category: 'PowerBill',
  label: 'Own power bill',
  taxable: false,
  deMinimisCode: null,
  amount: '1000.00',
  principal: null,
  startDate: '2026-06-01',
  endDate: null,
  payrollId: null,
  priority: null,
  reference: accountNo,
  remarks: null,
  isActive: true,
  fromBilling: true,
  ...over,
});

/** The consumer's bills' balance on the billing ledger, and the payroll's credits. */
async function ledger(payrollId?: number) {
  const db = t.running.database.db;
  const balance = await sql<{ b: string }>`SELECT coalesce(sum(debit - credit), 0)::text AS b
    FROM billing_ledger_entries WHERE consumer_id = ${consumerId} AND bill_id IS NOT NULL`.execute(db);
  const credits = await sql<{ bill_id: string; credit: string }>`SELECT bill_id::text, credit::text
    FROM billing_ledger_entries WHERE consumer_id = ${consumerId} AND reference = ${`Payroll ${payrollId ?? 0}`}
    ORDER BY id`.execute(db);
  return { balance: balance.rows[0]!.b, credits: credits.rows.map((r) => [r.bill_id, r.credit]) };
}

async function generated(name: string, start: string, end: string) {
  const p = await clerk.call(createPayrollEndpoint, {
    body: {
      name,
      payrollTypeId: monthly,
      periodStart: start,
      periodEnd: end,
      payDate: end,
      departmentId: dept,
      employeeStatus: 1,
      employmentType: null,
      remarks: null,
    },
  });
  await clerk.call(generatePayrollEndpoint, { params: { id: p.id } });
  await t.running.services.jobs.drain();
  const lines = await clerk.call(listPayrollEmployeesEndpoint, { params: { id: p.id }, query: {} });
  return { id: p.id, line: lines.data[0]! };
}

const decide = (c: TestClient, requestId: number, approve = true) =>
  c.send(decideApprovalEndpoint, {
    params: { id: requestId },
    body: { approve, remarks: approve ? null : 'Paid at the teller meanwhile' },
  });

test('an unknown account, or another deduction read from billing: 400 on the field', async () => {
  const unknown = await clerk.send(createEmployeeItemEndpoint, { body: item({ reference: '99-0000000' }) });
  assert.equal(unknown.status, 400);
  assert.deepEqual((unknown.body as Errors).errors['reference'], [powerBillAccountNotFound('99-0000000')]);
  const dues = await clerk.send(createEmployeeItemEndpoint, { body: item({ category: 'Cooperative' }) });
  assert.equal(dues.status, 400);
  assert.deepEqual((dues.body as Errors).errors['fromBilling'], [FROM_BILLING_ONLY_POWER_BILL]);
});

test('June deducts the unpaid bills up to the monthly amount; posting pays them to the oldest bill, once', async () => {
  const saved = await clerk.call(createEmployeeItemEndpoint, { body: item() });
  assert.equal(saved.fromBilling, true);
  const before = await ledger();
  assert.ok(Number(before.balance) > 1000, before.balance);
  const oldest = (await account(coop.teller.client, consumerId)).bills[0]!;
  const june = await generated('June 2026', '2026-06-01', '2026-06-30');
  const bill = june.line.items.find((i) => i.label === 'Own power bill')!;
  assert.equal(bill.amount, '1000.00');
  assert.match(bill.basis, new RegExp(`Power bills of account ${accountNo} unpaid as of the cut-off`));
  const p = await clerk.call(submitPayrollEndpoint, { params: { id: june.id } });
  // Nothing reaches the ledger before the payroll posts.
  assert.deepEqual((await ledger(june.id)).credits, []);
  for (const s of signers) assert.equal((await decide(s, p.approval!.requestId)).status, 200);
  const after = await ledger(june.id);
  assert.equal(after.credits[0]![0], String(oldest.billId));
  assert.equal(after.credits.reduce((s, [, c]) => s + Number(c), 0).toFixed(2), '1000.00');
  assert.equal((Number(before.balance) - Number(after.balance)).toFixed(2), '1000.00');
});

test('July reads the smaller balance; paid at a teller during sign-off, posting refuses; regenerated, nothing', async () => {
  const owed = (await ledger()).balance;
  const july = await generated('July 2026', '2026-07-01', '2026-07-31');
  const bill = july.line.items.find((i) => i.label === 'Own power bill')!;
  assert.match(
    bill.basis,
    new RegExp(`unpaid as of the cut-off ${Number(owed).toLocaleString('en-US', { minimumFractionDigits: 2 })}`),
  );
  const p = await clerk.call(submitPayrollEndpoint, { params: { id: july.id } });
  for (const s of signers.slice(0, 3)) assert.equal((await decide(s, p.approval!.requestId)).status, 200);
  // Fe pays everything at the teller's window meanwhile.
  const due = (await account(coop.teller.client, consumerId)).totalDue;
  await pay(coop.teller.client, { consumerId, cash: due });
  assert.equal((await ledger()).balance, '0.00');
  const refused = await decide(signers[3]!, p.approval!.requestId);
  assert.equal(refused.status, 409);
  assert.deepEqual((refused.body as Errors).errors['generalErrors'], [powerBillPaidMeanwhile(accountNo)]);
  assert.deepEqual((await ledger(july.id)).credits, []);
  // Rejected back to draft and generated again: nothing is owed, nothing deducted.
  assert.equal((await decide(signers[3]!, p.approval!.requestId, false)).status, 200);
  await clerk.call(generatePayrollEndpoint, { params: { id: july.id } });
  await t.running.services.jobs.drain();
  const again = await clerk.call(listPayrollEmployeesEndpoint, { params: { id: july.id }, query: {} });
  assert.equal(
    again.data[0]!.items.some((i) => i.label === 'Own power bill'),
    false,
  );
});
