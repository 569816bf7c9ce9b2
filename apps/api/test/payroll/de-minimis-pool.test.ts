// De minimis beyond its ceiling joins the 90,000 pool through the API (decision 065): the pool
// (here a 5,000 ceiling entered as data) exempts the excess in March, what it has left in April,
// then leaves nothing for the 13th month; the annual summary reports the pooled part with the
// 13th month and other benefits.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { listAnnualSummariesEndpoint } from '@ilaw/contracts/payroll/annual-summaries/list-annual-summaries';
import { createEmployeeItemEndpoint } from '@ilaw/contracts/payroll/employee-items/create-employee-item';
import { listPayrollTypesEndpoint } from '@ilaw/contracts/payroll/payroll-types/list-payroll-types';
import { createPayrollEndpoint } from '@ilaw/contracts/payroll/payrolls/create-payroll';
import { generatePayrollEndpoint } from '@ilaw/contracts/payroll/payrolls/generate-payroll';
import { listPayrollEmployeesEndpoint } from '@ilaw/contracts/payroll/payrolls/list-payroll-employees';
import { createStatutoryTableEndpoint } from '@ilaw/contracts/payroll/statutory-tables/create-statutory-table';
import { getJobEndpoint } from '@ilaw/contracts/platform/jobs';
import { sql } from 'kysely';
import { createTestApp, type TestApp, type TestClient } from '../support/test-app.ts';
import { employeeWithSalary, punch } from './payroll-support.ts';

let t: TestApp;
let clerk: TestClient;
let dept: number;
let employee: number;
let monthlyType: number;
let thirteenthType: number;

before(async () => {
  t = await createTestApp();
  clerk = await t.userWithRoles(['Payroll']);
  const hr = await t.userWithRoles(['Employee']);
  dept = (
    await t.running.database.db
      .insertInto('departments')
      .values({ code: 'POOL', name: 'Pool Test' })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  employee = await employeeWithSalary(
    t,
    hr,
    { employeeId: 'POOL-001', firstName: 'Pia', lastName: 'Pascual', departmentId: dept },
    { salaryType: 0, amount: '30000.00', effectiveDate: '2025-01-01' },
  );
  // Every weekday of March and April worked.
  const weekdays: string[] = [];
  for (
    let d = new Date('2026-03-01T00:00:00Z');
    d <= new Date('2026-04-30T00:00:00Z');
    d.setUTCDate(d.getUTCDate() + 1)
  )
    if (d.getUTCDay() !== 0 && d.getUTCDay() !== 6) weekdays.push(d.toISOString().slice(0, 10));
  await punch(t, employee, weekdays);
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
  const pooled = await sql<{ pooled: string; exempt: string }>`
    SELECT de_minimis_pooled::text AS pooled, non_taxable_earnings::text AS exempt FROM payroll_lines WHERE payroll_id = ${p.id} AND employee_id = ${employee}`.execute(
    t.running.database.db,
  );
  const line = lines.data.find((l) => l.employeeId === employee);
  return { id: p.id, line, pooled: pooled.rows[0]?.pooled, exempt: pooled.rows[0]?.exempt };
}

/** Posting is the sign-off's (sign-off.test.ts); here the status is set as the final approval does. */
async function post(id: number) {
  await sql`UPDATE payrolls SET status = 'Posted', posted_at = now() WHERE id = ${id}`.execute(t.running.database.db);
}

test('the excess over a de minimis ceiling is exempt within the year pool, then taxable; the 13th month finds the pool used', async () => {
  await clerk.call(createStatutoryTableEndpoint, {
    body: {
      kind: 'other-benefits-ceiling',
      effectiveFrom: '2026-01-01',
      source: 'Test: a small pool',
      remarks: null,
      body: { amount: '5000.00' },
    },
  });
  // Rice subsidy 6,000 a month against the 2,500 ceiling of RR 29-2025: 3,500 beyond each month.
  await clerk.call(createEmployeeItemEndpoint, {
    body: {
      employeeId: employee,
      kind: 'Allowance',
      category: 'Allowance',
      label: 'Rice subsidy',
      taxable: false,
      deMinimisCode: 'rice',
      amount: '6000.00',
      principal: null,
      startDate: '2026-01-01',
      endDate: null,
      payrollId: null,
      priority: null,
      reference: null,
      remarks: null,
      isActive: true,
    },
  });

  const march = await payroll('March 2026', monthlyType, '2026-03-01', '2026-03-31');
  assert.ok(march.line);
  // 2,500 under the ceiling and 3,500 in the pool: all 6,000 exempt.
  assert.deepEqual([march.exempt, march.pooled], ['6000.00', '3500.00']);
  await post(march.id);

  const april = await payroll('April 2026', monthlyType, '2026-04-01', '2026-04-30');
  assert.ok(april.line);
  // The pool has 1,500 left: 2,500 + 1,500 exempt, 2,000 taxed.
  assert.deepEqual([april.exempt, april.pooled], ['4000.00', '1500.00']);
  assert.equal(
    (
      BigInt(april.line.taxableCompensation.replace('.', '')) - BigInt(march.line.taxableCompensation.replace('.', ''))
    ).toString(),
    '200000',
  );
  await post(april.id);

  // The 13th month: the pool is used up, so all of it is taxable compensation.
  const thirteenth = await payroll('13th month 2026', thirteenthType, '2026-12-01', '2026-12-15');
  assert.ok(thirteenth.line);
  assert.equal(thirteenth.line.taxableCompensation, thirteenth.line.grossPay);
  assert.match(thirteenth.line.items[0]!.basis, /Exempt 0\.00 of the 5,000\.00 ceiling \(0\.00 left\)/);
  await post(thirteenth.id);

  const summary = await clerk.call(listAnnualSummariesEndpoint, { query: { year: 2026, employeeId: employee } });
  const s = summary.data[0]!;
  // Pooled de minimis reports with the 13th month and other benefits; the rest stays de minimis.
  assert.equal(s.exemptThirteenthMonthAndOtherBenefits, '5000.00');
  assert.equal(s.deMinimisAndOtherNonTaxable, '5000.00');
});
