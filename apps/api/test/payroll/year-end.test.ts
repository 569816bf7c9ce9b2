// Year end through the API (decision 064): the 13th-month payroll pays 1/12 of the basic salary
// earned in posted payrolls of the year (absences count against it), exempt within the 90,000
// pool; the December cut-off annualizes the tax (here: a refund of everything withheld, the year
// being under 250,000); the annual summary carries the BIR Form 2316 figures.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { listAnnualSummariesEndpoint } from '@ilaw/contracts/payroll/annual-summaries/list-annual-summaries';
import { listPayrollTypesEndpoint } from '@ilaw/contracts/payroll/payroll-types/list-payroll-types';
import { createPayrollEndpoint } from '@ilaw/contracts/payroll/payrolls/create-payroll';
import { generatePayrollEndpoint } from '@ilaw/contracts/payroll/payrolls/generate-payroll';
import { listPayrollEmployeesEndpoint } from '@ilaw/contracts/payroll/payrolls/list-payroll-employees';
import { getJobEndpoint } from '@ilaw/contracts/platform/jobs';
import { Decimal } from 'decimal.js';
import { sql } from 'kysely';
import { createTestApp, type TestApp, type TestClient } from '../support/test-app.ts';
import { employeeWithSalary, punch } from './payroll-support.ts';

let t: TestApp;
let clerk: TestClient;
let dept: number;
let ben: number;
let monthlyType: number;
let thirteenthType: number;

function weekdays(from: string, to: string): string[] {
  const out: string[] = [];
  for (let d = new Date(`${from}T00:00:00Z`); d <= new Date(`${to}T00:00:00Z`); d.setUTCDate(d.getUTCDate() + 1)) {
    if (d.getUTCDay() !== 0 && d.getUTCDay() !== 6) out.push(d.toISOString().slice(0, 10));
  }
  return out;
}

before(async () => {
  t = await createTestApp();
  clerk = await t.userWithRoles(['Payroll']);
  const hr = await t.userWithRoles(['Employee']);
  const db = t.running.database.db;
  dept = (
    await db
      .insertInto('departments')
      .values({ code: 'PYE', name: 'Year End Test' })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  ben = await employeeWithSalary(
    t,
    hr,
    { employeeId: 'YE-001', firstName: 'Ben', lastName: 'Bautista', departmentId: dept },
    { salaryType: 0, amount: '30000.00', effectiveDate: '2025-01-01' },
  );
  // Ben misses 3 March 2026 (a Tuesday); every other weekday of March and April he works.
  await punch(t, ben, [
    ...weekdays('2026-03-01', '2026-03-31').filter((d) => d !== '2026-03-03'),
    ...weekdays('2026-04-01', '2026-04-30'),
  ]);
  const types = await clerk.call(listPayrollTypesEndpoint);
  monthlyType = types.find((x) => x.name === 'Regular payroll, monthly')!.id;
  thirteenthType = types.find((x) => x.kind === 'ThirteenthMonth')!.id;
});
after(async () => t.close());

async function payroll(name: string, typeId: number, start: string, end: string) {
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
  const { jobId } = await clerk.call(generatePayrollEndpoint, { params: { id: p.id } });
  await t.running.services.jobs.drain();
  const job = await clerk.call(getJobEndpoint, { params: { id: jobId } });
  assert.equal(job.status, 'succeeded', JSON.stringify(job));
  const lines = await clerk.call(listPayrollEmployeesEndpoint, { params: { id: p.id }, query: {} });
  return { id: p.id, line: lines.data.find((l) => l.employeeId === ben) };
}

/** Posting is the sign-off's (sign-off.test.ts); here the status is set as the final approval does. */
async function post(id: number) {
  await sql`UPDATE payrolls SET status = 'Posted', posted_at = now() WHERE id = ${id}`.execute(t.running.database.db);
}

test('13th month from posted payrolls, December annualization, and the annual summary', async () => {
  // Nothing posted yet this year: nobody has a 13th month.
  const early = await payroll('13th month advance', thirteenthType, '2026-02-01', '2026-02-28');
  assert.equal(early.line, undefined);

  const march = await payroll('March 2026', monthlyType, '2026-03-01', '2026-03-31');
  const april = await payroll('April 2026', monthlyType, '2026-04-01', '2026-04-30');
  assert.ok(march.line && april.line);
  assert.notEqual(march.line.absenceDeduction, '0.00');
  await post(march.id);
  await post(april.id);
  // Basic earned: 60,000 less the day missed in March.
  const earned = new Decimal(60000).minus(march.line.absenceDeduction);

  const thirteenth = await payroll('13th month 2026', thirteenthType, '2026-12-01', '2026-12-15');
  assert.ok(thirteenth.line);
  const pay = earned.dividedBy(12).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2);
  assert.deepEqual(
    [
      thirteenth.line.grossPay,
      thirteenth.line.netPay,
      thirteenth.line.withholdingTax,
      thirteenth.line.taxableCompensation,
    ],
    [pay, pay, '0.00', '0.00'],
  );
  assert.match(thirteenth.line.items[0]!.basis, /1\/12 of the basic salary earned this year/);
  await post(thirteenth.id);

  // The year's last cut-off: 3 x 27,550 taxable is under 250,000, so all the tax comes back.
  const december = await payroll('December 2026', monthlyType, '2026-12-01', '2026-12-31');
  assert.ok(december.line);
  const withheld = new Decimal(march.line.withholdingTax).plus(april.line.withholdingTax);
  assert.ok(withheld.gt(0));
  assert.equal(december.line.withholdingTax, '0.00');
  assert.equal(december.line.items.find((i) => i.code === 'tax-refund')?.amount, withheld.toFixed(2));
  // December is after today: its working days are paid days.
  assert.equal(december.line.absenceDeduction, '0.00');
  assert.equal(
    december.line.netPay,
    new Decimal(december.line.grossPay).minus(december.line.totalDeductions).toFixed(2),
  );
  await post(december.id);

  const summary = await clerk.call(listAnnualSummariesEndpoint, { query: { year: 2026, employeeId: ben } });
  const s = summary.data[0]!;
  assert.deepEqual(
    [
      s.payrolls,
      s.thirteenthMonthAndOtherBenefits,
      s.exemptThirteenthMonthAndOtherBenefits,
      s.taxDue,
      s.taxWithheld,
      s.difference,
    ],
    [4, pay, pay, '0.00', '0.00', '0.00'],
  );
  assert.equal(s.basicSalary, earned.plus(30000).toFixed(2));
  assert.equal(
    s.taxableCompensation,
    new Decimal(march.line.taxableCompensation)
      .plus(april.line.taxableCompensation)
      .plus(december.line.taxableCompensation)
      .toFixed(2),
  );
  const nobody = await t.userWithRoles([]);
  assert.equal((await nobody.send(listAnnualSummariesEndpoint, { query: { year: 2026 } })).status, 403);
});
