// A special payroll after the December annualization is withheld (decision 119): before the year's
// final period its taxable part waits for the annualization; generated after the December cut-off
// posted (or in the final period) it annualizes the year again with the bonus and withholds the
// difference. A payroll whose annualized tax was computed from a year-to-date another posting has
// changed since is refused at submission and at posting, to be generated again.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { decideApprovalEndpoint } from '@ilaw/contracts/approvals/requests/decide-approval-request';
import { listPayrollTypesEndpoint } from '@ilaw/contracts/payroll/payroll-types/list-payroll-types';
import { createPayrollEndpoint } from '@ilaw/contracts/payroll/payrolls/create-payroll';
import { generatePayrollEndpoint } from '@ilaw/contracts/payroll/payrolls/generate-payroll';
import { listPayrollEmployeesEndpoint } from '@ilaw/contracts/payroll/payrolls/list-payroll-employees';
import { annualTaxChangedMeanwhile } from '@ilaw/contracts/payroll/payrolls/payroll';
import { submitPayrollEndpoint } from '@ilaw/contracts/payroll/payrolls/submit-payroll';
import { getJobEndpoint } from '@ilaw/contracts/platform/jobs';
import { Decimal } from 'decimal.js';
import { sql } from 'kysely';
import { createTestApp, type TestApp, type TestClient } from '../support/test-app.ts';
import { employeeWithSalary } from './payroll-support.ts';

type Errors = { errors: Record<string, string[]> };

let t: TestApp;
let clerk: TestClient;
let signatories: TestClient[];
let dept: number;
let monthly: number;
let christmas: number;
let incentive: number;
let midYearType: number;

before(async () => {
  t = await createTestApp();
  const db = t.running.database.db;
  clerk = await t.userWithRoles(['Payroll']);
  signatories = [
    await t.userWithRoles(['Payroll']),
    await t.userWithRoles(['Manager']),
    await t.userWithRoles(['AuditViewer']),
    await t.userWithRoles(['Manager']),
  ];
  const hr = await t.userWithRoles(['Employee']);
  dept = (
    await db
      .insertInto('departments')
      .values({ code: 'PYAN', name: 'Annualization Test' })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  // 400,000 a month: the December cut-off alone is taxable at the annual table.
  await employeeWithSalary(
    t,
    hr,
    {
      employeeId: 'AN-001',
      firstName: 'Dina',
      lastName: 'Anual',
      departmentId: dept,
      dateHired: '2019-01-01',
      dateRegularized: null,
    },
    { salaryType: 0, amount: '400000.00', effectiveDate: '2020-01-01' },
  );
  const types = await clerk.call(listPayrollTypesEndpoint);
  monthly = types.find((x) => x.name === 'Regular payroll, monthly')!.id;
  christmas = types.find((x) => x.benefitCode === 'christmas-bonus')!.id;
  midYearType = types.find((x) => x.benefitCode === 'mid-year-bonus')!.id;
  incentive = types.find((x) => x.benefitCode === 'service-incentive')!.id;
});
after(async () => t.close());

async function payroll(name: string, typeId: number, start: string, end: string): Promise<number> {
  const p = await clerk.call(createPayrollEndpoint, {
    body: {
      name,
      payrollTypeId: typeId,
      periodStart: start,
      periodEnd: end,
      payDate: end,
      departmentId: dept,
      employeeStatus: 1,
      employmentType: null,
      remarks: null,
    },
  });
  return p.id;
}

async function generate(id: number) {
  const { jobId } = await clerk.call(generatePayrollEndpoint, { params: { id } });
  await t.running.services.jobs.drain();
  const job = await clerk.call(getJobEndpoint, { params: { id: jobId } });
  assert.equal(job.status, 'succeeded', JSON.stringify(job));
  const lines = (await clerk.call(listPayrollEmployeesEndpoint, { params: { id }, query: {} })).data;
  assert.equal(lines.length, 1);
  return lines[0]!;
}

/** Posting is the sign-off's (below); here the status is set as the final approval does. */
async function post(id: number) {
  await sql`UPDATE payrolls SET status = 'Posted', posted_at = now() WHERE id = ${id}`.execute(t.running.database.db);
}

/** The 2023 annual table between 400,000 and 800,000. */
const annualTax = (x: Decimal) => new Decimal(22500).plus(x.minus(400000).times('0.20'));

test('a bonus generated after the December annualization posted is withheld; one generated before is not', async () => {
  // December 2028 is in the future on any machine running this: every working day is a paid day.
  const bonus = await payroll('Christmas bonus 2028', christmas, '2028-12-01', '2028-12-20');
  const early = await generate(bonus);
  assert.deepEqual(
    [early.grossPay, early.taxableCompensation, early.withholdingTax],
    ['400000.00', '310000.00', '0.00'],
  );
  assert.match(early.items[0]!.basis, /taxed at the December annualization/);

  const december = await payroll('December 2028', monthly, '2028-12-01', '2028-12-31');
  const dec = await generate(december);
  assert.equal(dec.items.find((i) => i.code === 'tax')?.label, 'Withholding tax (annualized)');
  await post(december);

  // Generated again: the year is annualized with the bonus; the difference is withheld.
  const late = await generate(bonus);
  const withheld = new Decimal(dec.withholdingTax).minus(dec.items.find((i) => i.code === 'tax-refund')?.amount ?? 0);
  const expected = annualTax(new Decimal(dec.taxableCompensation).plus(310000)).minus(withheld);
  assert.equal(late.withholdingTax, expected.toFixed(2));
  assert.equal(late.netPay, new Decimal(400000).minus(expected).toFixed(2));
  assert.equal(late.totalDeductions, expected.toFixed(2));
  const tax = late.items.find((i) => i.code === 'tax')!;
  assert.equal(tax.kind, 'Deduction');
  assert.match(tax.basis, /^Paid after the December annualization: the year is annualized again with it\./);
  assert.match(late.items[0]!.basis, /310,000\.00 is taxable compensation, withheld below\./);
  await post(bonus);
});

test('another payroll of the year posting after the tax was annualized: refused at posting', async () => {
  // Two incentives after the annualization, both annualized from the same posted year. The pool is
  // used up by the bonus: each 5,000 is taxable at 20%.
  const first = await payroll('Service cash incentive 2028', incentive, '2028-12-31', '2028-12-31');
  const second = await payroll('Service cash incentive 2028, again', incentive, '2028-12-30', '2028-12-31');
  for (const id of [first, second]) {
    const l = await generate(id);
    assert.deepEqual([l.taxableCompensation, l.withholdingTax], ['5000.00', '1000.00']);
    assert.match(
      l.items.at(-1)!.basis,
      /^Paid after the December annualization: the year is annualized again with it\./,
    );
  }
  // The first goes for sign-off; the second posts meanwhile.
  const submitted = await clerk.call(submitPayrollEndpoint, { params: { id: first } });
  await clerk.call(submitPayrollEndpoint, { params: { id: second } });
  await post(second);
  const decide = (s: TestClient) =>
    s.send(decideApprovalEndpoint, {
      params: { id: submitted.approval!.requestId },
      body: { approve: true, remarks: null },
    });
  for (const s of signatories.slice(0, 3)) assert.equal((await decide(s)).status, 200);
  const refused = await decide(signatories[3]!);
  assert.equal(refused.status, 409);
  assert.deepEqual((refused.body as Errors).errors['generalErrors'], [
    annualTaxChangedMeanwhile('AN-001 Anual, Dina S.', '2028'),
  ]);
  const status = await sql<{ status: string }>`SELECT status FROM payrolls WHERE id = ${first}`.execute(
    t.running.database.db,
  );
  assert.equal(status.rows[0]!.status, 'ForApproval');
  await post(first);
});

test('a December draft annualized before another payroll posted: refused at submission until generated again', async () => {
  const december = await payroll('December 2028, supplementary', monthly, '2028-12-16', '2028-12-31');
  await generate(december);
  // The mid-year bonus, forgotten, is paid in the final period and posts after the draft was generated.
  const midYear = await payroll('Mid-year bonus 2028', midYearType, '2028-12-31', '2028-12-31');
  const m = await generate(midYear);
  assert.ok(new Decimal(m.withholdingTax).gt(0));
  await clerk.call(submitPayrollEndpoint, { params: { id: midYear } });
  await post(midYear);
  const refused = await clerk.send(submitPayrollEndpoint, { params: { id: december } });
  assert.equal(refused.status, 409);
  assert.deepEqual((refused.body as Errors).errors['generalErrors'], [
    annualTaxChangedMeanwhile('AN-001 Anual, Dina S.', '2028'),
  ]);
  // Generated again, it annualizes over everything posted, the bonuses included.
  await generate(december);
  assert.equal((await clerk.send(submitPayrollEndpoint, { params: { id: december } })).status, 200);
});
