// Special payrolls through the API (decision 066): a special type names a benefit of the
// date-effective special-benefits table; generating pays it from the salary and the service days,
// exempt within the 90,000 pool; the draft's lines are the preview; the four signatories post it
// (nobody signs their own pay); payslips, recap and deduction report as for a regular payroll; the
// same benefit again in the year pays only what is left. The pool is checked when a payroll is
// submitted and when it posts: two drafts generated from the same room cannot both keep it, and an
// adjustment payroll's de minimis correction uses the pool too.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { decideApprovalEndpoint } from '@ilaw/contracts/approvals/requests/decide-approval-request';
import { createEmployeeItemEndpoint } from '@ilaw/contracts/payroll/employee-items/create-employee-item';
import { exportDeductionReportEndpoint } from '@ilaw/contracts/payroll/payroll-reports/export-deduction-report';
import { exportPayrollRecapEndpoint } from '@ilaw/contracts/payroll/payroll-reports/export-payroll-recap';
import { getPayrollRecapEndpoint } from '@ilaw/contracts/payroll/payroll-reports/get-payroll-recap';
import { createPayrollTypeEndpoint } from '@ilaw/contracts/payroll/payroll-types/create-payroll-type';
import { listPayrollTypesEndpoint } from '@ilaw/contracts/payroll/payroll-types/list-payroll-types';
import { BENEFIT_CODE_REQUIRED } from '@ilaw/contracts/payroll/payroll-types/payroll-type';
import { createAdjustmentPayrollEndpoint } from '@ilaw/contracts/payroll/payrolls/create-adjustment-payroll';
import { createPayrollEndpoint } from '@ilaw/contracts/payroll/payrolls/create-payroll';
import { generatePayrollEndpoint } from '@ilaw/contracts/payroll/payrolls/generate-payroll';
import { listPayrollEmployeesEndpoint } from '@ilaw/contracts/payroll/payrolls/list-payroll-employees';
import {
  OWN_PAYROLL_DECISION,
  poolTakenMeanwhile,
  specialBenefitNotInForce,
} from '@ilaw/contracts/payroll/payrolls/payroll';
import { submitPayrollEndpoint } from '@ilaw/contracts/payroll/payrolls/submit-payroll';
import { getMyPayslipEndpoint } from '@ilaw/contracts/payroll/payslips/get-my-payslip';
import { getPayslipEndpoint } from '@ilaw/contracts/payroll/payslips/get-payslip';
import { createStatutoryTableEndpoint } from '@ilaw/contracts/payroll/statutory-tables/create-statutory-table';
import { getJobEndpoint } from '@ilaw/contracts/platform/jobs';
import { sql } from 'kysely';
import { createTestApp, type TestApp, type TestClient } from '../support/test-app.ts';
import { employeeWithSalary } from './payroll-support.ts';

type Client = TestClient & { userId: number };
type Errors = { errors: Record<string, string[]> };

let t: TestApp;
let clerk: Client;
let checker: Client;
let recommender: Client;
let auditor: Client;
let approver: Client;
let ana: Client;
let dept: number;
let anaId: number;
let benId: number;
let eliId: number;
let midYear: number;
let christmas: number;
let monthly: number;

before(async () => {
  t = await createTestApp();
  const db = t.running.database.db;
  clerk = await t.userWithRoles(['Payroll']);
  checker = await t.userWithRoles(['Payroll']);
  recommender = await t.userWithRoles(['Manager']);
  auditor = await t.userWithRoles(['AuditViewer']);
  approver = await t.userWithRoles(['Manager']);
  ana = await t.userWithRoles([]);
  const hr = await t.userWithRoles(['Employee']);
  dept = (
    await db
      .insertInto('departments')
      .values({ code: 'SPEC', name: 'Special Payroll Test' })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  const hire = (code: string, first: string, hired: string, amount: string) =>
    employeeWithSalary(
      t,
      hr,
      {
        employeeId: code,
        firstName: first,
        lastName: 'Especial',
        departmentId: dept,
        dateHired: hired,
        dateRegularized: null,
      },
      { salaryType: 0, amount, effectiveDate: '2020-01-01' },
    );
  anaId = await hire('SPEC-001', 'Ana', '2019-01-01', '30000.00');
  benId = await hire('SPEC-002', 'Ben', '2026-02-01', '30000.00');
  await hire('SPEC-003', 'Cora', '2026-05-01', '20000.00');
  // Hired after both 2027 bonuses: the whole 2027 pool is left.
  eliId = await hire('SPEC-004', 'Eli', '2027-08-01', '20000.00');
  await db.updateTable('employees').set({ user_id: ana.userId }).where('id', '=', anaId).execute();
  const types = await clerk.call(listPayrollTypesEndpoint);
  midYear = types.find((x) => x.benefitCode === 'mid-year-bonus')!.id;
  christmas = types.find((x) => x.benefitCode === 'christmas-bonus')!.id;
  monthly = types.find((x) => x.name === 'Regular payroll, monthly')!.id;
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
  return { job, lines: (await clerk.call(listPayrollEmployeesEndpoint, { params: { id }, query: {} })).data };
}

const decide = (c: TestClient, requestId: number) =>
  c.send(decideApprovalEndpoint, { params: { id: requestId }, body: { approve: true, remarks: null } });

async function signOff(id: number) {
  const p = await clerk.call(submitPayrollEndpoint, { params: { id } });
  for (const s of [checker, recommender, auditor, approver])
    assert.equal((await decide(s, p.approval!.requestId)).status, 200);
}

describe('special payroll types', () => {
  test('the seeded types name their benefit; a special type without one: 400 on benefitCode', async () => {
    const types = await clerk.call(listPayrollTypesEndpoint);
    assert.deepEqual(
      types
        .filter((x) => x.kind === 'Special')
        .map((x) => x.benefitCode)
        .sort(),
      ['christmas-bonus', 'mid-year-bonus', 'service-incentive'],
    );
    const r = await clerk.send(createPayrollTypeEndpoint, {
      body: {
        name: 'Bonus without rule',
        kind: 'Special',
        payFrequency: 'Monthly',
        deductsContributions: false,
        isActive: true,
      },
    });
    assert.equal(r.status, 400);
    assert.deepEqual((r.body as Errors).errors['benefitCode'], [BENEFIT_CODE_REQUIRED]);
  });

  test('a benefit the table in force does not have: generating answers 409 saying so', async () => {
    const type = await clerk.call(createPayrollTypeEndpoint, {
      body: {
        name: 'Anniversary bonus',
        kind: 'Special',
        payFrequency: 'Monthly',
        deductsContributions: false,
        isActive: true,
        benefitCode: 'anniversary-bonus',
      },
    });
    const id = await payroll('Anniversary 2026', type.id, '2026-08-01', '2026-08-31');
    const r = await clerk.send(generatePayrollEndpoint, { params: { id } });
    assert.equal(r.status, 409);
    assert.deepEqual((r.body as Errors).errors['generalErrors'], [
      specialBenefitNotInForce('anniversary-bonus', '2026-08-31'),
    ]);
  });
});

describe('a mid-year bonus from generation to payslip', () => {
  let id: number;
  test('generating previews each line: one month prorated by service, the newly hired left out', async () => {
    id = await payroll('Mid-year bonus 2026', midYear, '2026-05-01', '2026-05-31');
    const { job, lines } = await generate(id);
    const byCode = new Map(lines.map((l) => [l.employeeCode, l]));
    assert.deepEqual([...byCode.keys()].sort(), ['SPEC-001', 'SPEC-002']);
    const a = byCode.get('SPEC-001')!;
    const b = byCode.get('SPEC-002')!;
    // Ana: the whole year so far; Ben: hired 1 February, 120 of 151 days.
    assert.deepEqual(
      [a.grossPay, a.netPay, a.taxableCompensation, a.withholdingTax],
      ['30000.00', '30000.00', '0.00', '0.00'],
    );
    assert.deepEqual([b.grossPay, b.netPay], ['23841.06', '23841.06']);
    assert.match(b.items[0]!.basis, /x 120\/151 days of service/);
    assert.ok(
      job.messages.some((m) => /SPEC-003 Especial, Cora .*\(31 days of service, Mid-year bonus needs 120\)/.test(m)),
      JSON.stringify(job.messages),
    );
  });

  test('the four signatories post it; the employee reads the payslip; recap and deduction report export', async () => {
    await signOff(id);
    const mine = await ana.call(getMyPayslipEndpoint, { params: { id } });
    assert.equal(mine.line.netPay, '30000.00');
    assert.equal(mine.line.items[0]!.label, 'Mid-year bonus');
    const staff = await clerk.call(getPayslipEndpoint, { params: { id, employeeId: benId } });
    assert.equal(staff.line.netPay, '23841.06');
    const recap = await clerk.call(getPayrollRecapEndpoint, { params: { id } });
    assert.equal(recap.total.netPay, '53841.06');
    for (const e of [exportPayrollRecapEndpoint, exportDeductionReportEndpoint]) {
      const r = await clerk.send(e, { params: { id } });
      assert.equal(r.status, 200);
    }
  });

  test('the same benefit again this year pays only what is left', async () => {
    const again = await payroll('Mid-year bonus 2026, again', midYear, '2026-06-01', '2026-06-30');
    const { lines } = await generate(again);
    // Ana was paid in full; Ben's service grew to 150/181 days (24,861.88): he gets the difference.
    assert.deepEqual(
      lines.map((l) => [l.employeeCode, l.netPay]),
      [['SPEC-002', '1020.82']],
    );
    assert.match(lines[0]!.items[0]!.basis, /less 23,841\.06 paid earlier this year/);
  });
});

describe('nobody signs their own special payroll', () => {
  test('a signatory paid in it is refused', async () => {
    const id = await payroll('Christmas bonus 2026', christmas, '2026-12-01', '2026-12-15');
    await generate(id);
    const p = await clerk.call(submitPayrollEndpoint, { params: { id } });
    await t.running.database.db
      .updateTable('employees')
      .set({ user_id: checker.userId })
      .where('id', '=', benId)
      .execute();
    try {
      const r = await decide(checker, p.approval!.requestId);
      assert.equal(r.status, 403);
      assert.deepEqual((r.body as Errors).errors['generalErrors'], [OWN_PAYROLL_DECISION.approve]);
    } finally {
      await t.running.database.db.updateTable('employees').set({ user_id: null }).where('id', '=', benId).execute();
    }
  });
});

describe('the 90,000 pool across payrolls (2027, a 40,000 ceiling)', () => {
  before(async () => {
    await clerk.call(createStatutoryTableEndpoint, {
      body: {
        kind: 'other-benefits-ceiling',
        effectiveFrom: '2027-01-01',
        source: 'Special payroll test',
        remarks: null,
        body: { amount: '40000.00' },
      },
    });
  });

  test('two drafts generated from the same room: the second submission is refused; generated again it fits', async () => {
    const first = await payroll('Mid-year bonus 2027', midYear, '2027-06-01', '2027-06-30');
    const second = await payroll('Christmas bonus 2027', christmas, '2027-07-01', '2027-07-31');
    const a1 = (await generate(first)).lines.find((l) => l.employeeCode === 'SPEC-001')!;
    const a2 = (await generate(second)).lines.find((l) => l.employeeCode === 'SPEC-001')!;
    // Both saw the whole 40,000: each exempts its 30,000.
    assert.equal(a1.taxableCompensation, '0.00');
    assert.equal(a2.taxableCompensation, '0.00');
    await clerk.call(submitPayrollEndpoint, { params: { id: first } });
    const refused = await clerk.send(submitPayrollEndpoint, { params: { id: second } });
    assert.equal(refused.status, 409);
    assert.deepEqual((refused.body as Errors).errors['generalErrors'], [
      poolTakenMeanwhile('SPEC-001 Especial, Ana S.', '2027', '10000.00', '30000.00'),
    ]);
    // Generated again, the second sees what the submitted first left: 10,000 exempt, 20,000 taxable.
    const again = (await generate(second)).lines.find((l) => l.employeeCode === 'SPEC-001')!;
    assert.equal(again.taxableCompensation, '20000.00');
    assert.equal((await clerk.send(submitPayrollEndpoint, { params: { id: second } })).status, 200);
  });

  test('an adjustment payroll: a de minimis correction beyond its ceiling goes into the pool, then is taxed', async () => {
    const regular = await payroll('September 2027', monthly, '2027-09-01', '2027-09-30');
    await generate(regular);
    await t.running.database.db
      .updateTable('payrolls')
      .set({ status: 'Posted', posted_at: new Date() })
      .where('id', '=', regular)
      .execute();
    const adjustment = await clerk.call(createAdjustmentPayrollEndpoint, { params: { id: regular } });
    // Ana's pool of 2027 has nothing left (30,000 + 10,000 submitted); Eli's is whole.
    const rice = (employeeId: number) =>
      clerk.call(createEmployeeItemEndpoint, {
        body: {
          employeeId,
          kind: 'OneTimeEarning',
          category: 'Adjustment',
          label: 'Rice subsidy not paid in September',
          amount: '3000.00',
          principal: null,
          taxable: true,
          deMinimisCode: 'rice',
          priority: null,
          startDate: '2027-09-01',
          endDate: null,
          payrollId: adjustment.id,
          reference: null,
          remarks: null,
          isActive: true,
        },
      });
    await rice(anaId);
    await rice(eliId);
    const { lines } = await generate(adjustment.id);
    const line = lines.find((l) => l.employeeCode === 'SPEC-001')!;
    // Rice 2,500 a month (RR 29-2025): 2,500 exempt, 500 beyond; the pool is used up: 500 taxable.
    assert.equal(line.taxableCompensation, '500.00');
    assert.match(line.items[0]!.basis, /2,500\.00 exempt .*500\.00 taxable/);
    // Eli: the 500 beyond the ceiling is exempt in the pool.
    const eli = lines.find((l) => l.employeeCode === 'SPEC-004')!;
    assert.equal(eli.taxableCompensation, '0.00');
    assert.match(eli.items[0]!.basis, /500\.00 exempt in the 90,000 pool \(40,000\.00 left\)/);
    const pooled = await sql<{ employee_id: number; p: string }>`SELECT employee_id, de_minimis_pooled::text AS p
      FROM payroll_lines WHERE payroll_id = ${adjustment.id} ORDER BY employee_id`.execute(t.running.database.db);
    assert.deepEqual(
      pooled.rows.map((r) => [r.employee_id, r.p]),
      [
        [anaId, '0.00'],
        [eliId, '500.00'],
      ],
    );
  });
});
