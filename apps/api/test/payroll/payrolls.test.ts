// Payroll types and payrolls through the API: create, list, change and delete while draft; generate
// from salaries and the period's time records as a job (each line explaining its amounts);
// regenerate replaces; a posted payroll is final (API and database); every refusal.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createPayrollTypeEndpoint } from '@ilaw/contracts/payroll/payroll-types/create-payroll-type';
import { listPayrollTypesEndpoint } from '@ilaw/contracts/payroll/payroll-types/list-payroll-types';
import { updatePayrollTypeEndpoint } from '@ilaw/contracts/payroll/payroll-types/update-payroll-type';
import { createPayrollEndpoint } from '@ilaw/contracts/payroll/payrolls/create-payroll';
import { deletePayrollEndpoint } from '@ilaw/contracts/payroll/payrolls/delete-payroll';
import { generatePayrollEndpoint } from '@ilaw/contracts/payroll/payrolls/generate-payroll';
import { getPayrollEndpoint } from '@ilaw/contracts/payroll/payrolls/get-payroll';
import { listPayrollEmployeesEndpoint } from '@ilaw/contracts/payroll/payrolls/list-payroll-employees';
import { listPayrollsEndpoint } from '@ilaw/contracts/payroll/payrolls/list-payrolls';
import { updatePayrollEndpoint } from '@ilaw/contracts/payroll/payrolls/update-payroll';
import {
  PAYROLL_NOT_DRAFT,
  PAYROLL_SAME_PERIOD,
  PERIOD_END_BEFORE_START,
  type PayrollFields,
} from '@ilaw/contracts/payroll/payrolls/payroll';
import { PAYROLL_TYPE_NAME_TAKEN } from '@ilaw/contracts/payroll/payroll-types/payroll-type';
import { getJobEndpoint } from '@ilaw/contracts/platform/jobs';
import { Decimal } from 'decimal.js';
import { sql } from 'kysely';
import { createTestApp, type TestApp, type TestClient } from '../support/test-app.ts';
import { employeeWithSalary, punch } from './payroll-support.ts';

let t: TestApp;
let clerk: TestClient;
let hr: TestClient;
let nobody: TestClient;
let dept: number;
let monthly: number;
let daily: number;
let secondHalf: number;
type Errors = { errors: Record<string, string[]> };

// 1-15 June 2026: eleven weekdays; 12 June (Independence Day) a regular holiday.
const WORKDAYS = ['01', '02', '03', '04', '05', '08', '09', '10', '11', '15'].map((d) => `2026-06-${d}`);

before(async () => {
  t = await createTestApp();
  clerk = await t.userWithRoles(['Payroll']);
  hr = await t.userWithRoles(['Employee']);
  nobody = await t.userWithRoles([]);
  const db = t.running.database.db;
  dept = (
    await db
      .insertInto('departments')
      .values({ code: 'PAYT', name: 'Payroll Test' })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  await db
    .insertInto('holidays')
    .values({ holiday_date: '2026-06-12', name: 'Independence Day', kind: 'Regular' })
    .execute();
  monthly = await employeeWithSalary(
    t,
    hr,
    { employeeId: 'PAY-001', firstName: 'Ana', lastName: 'Aquino', departmentId: dept },
    { salaryType: 0, amount: '26100.00', effectiveDate: '2026-01-01' },
  );
  daily = await employeeWithSalary(
    t,
    hr,
    { employeeId: 'PAY-002', firstName: 'Ben', lastName: 'Bautista', departmentId: dept },
    { salaryType: 1, amount: '600.00', effectiveDate: '2026-01-01' },
  );
  await employeeWithSalary(
    t,
    hr,
    { employeeId: 'PAY-003', firstName: 'Cora', lastName: 'Cruz', departmentId: dept },
    null,
  );
  // Ana: absent on the 3rd, 30 minutes late on the 4th; Ben: every workday.
  await punch(
    t,
    monthly,
    WORKDAYS.filter((d) => d !== '2026-06-03' && d !== '2026-06-04'),
  );
  await punch(t, monthly, ['2026-06-04'], '08:30:00');
  await punch(t, daily, WORKDAYS);
  const types = await clerk.call(listPayrollTypesEndpoint);
  secondHalf = types.find((x) => x.name === 'Regular payroll, 2nd half')!.id;
});
after(async () => t.close());

const fields = (over: Partial<PayrollFields> = {}): PayrollFields => ({
  name: 'June 2026, 1st cut-off',
  payrollTypeId: secondHalf,
  periodStart: '2026-06-01',
  periodEnd: '2026-06-15',
  payDate: '2026-06-20',
  departmentId: dept,
  employeeStatus: 1,
  employmentType: null,
  remarks: null,
  ...over,
});

async function generate(id: number) {
  const { jobId } = await clerk.call(generatePayrollEndpoint, { params: { id } });
  await t.running.services.jobs.drain();
  return clerk.call(getJobEndpoint, { params: { id: jobId } });
}

describe('payroll types', () => {
  test('seeded types; add one, rename it; a taken name answers 409', async () => {
    const created = await clerk.call(createPayrollTypeEndpoint, {
      body: {
        name: 'Weekly crew',
        kind: 'Regular',
        payFrequency: 'Weekly',
        deductsContributions: true,
        isActive: true,
      },
    });
    assert.equal(created.payrollCount, 0);
    const renamed = await clerk.call(updatePayrollTypeEndpoint, {
      params: { id: created.id },
      body: {
        name: 'Weekly line crew',
        kind: 'Regular',
        payFrequency: 'Weekly',
        deductsContributions: true,
        isActive: true,
      },
    });
    assert.equal(renamed.name, 'Weekly line crew');
    const taken = await clerk.send(createPayrollTypeEndpoint, {
      body: {
        name: 'weekly LINE crew',
        kind: 'Special',
        payFrequency: 'Monthly',
        deductsContributions: false,
        isActive: true,
        benefitCode: 'christmas-bonus',
      },
    });
    assert.equal(taken.status, 409);
    assert.deepEqual((taken.body as Errors).errors['name'], [PAYROLL_TYPE_NAME_TAKEN]);
  });
});

describe('a cut-off from salaries and time records', () => {
  let id: number;
  test('create a draft; the same type, period and employees again answers 409', async () => {
    const created = await clerk.call(createPayrollEndpoint, { body: fields() });
    id = created.id;
    assert.deepEqual(
      [created.status, created.employeeCount, created.payrollTypeName],
      ['Draft', 0, 'Regular payroll, 2nd half'],
    );
    const again = await clerk.send(createPayrollEndpoint, { body: fields({ name: 'Other name' }) });
    assert.equal(again.status, 409);
    assert.deepEqual((again.body as Errors).errors['periodStart'], [PAYROLL_SAME_PERIOD]);
  });

  test('generation is a job with progress; each line says how every amount was reached', async () => {
    const job = await generate(id);
    assert.equal(job.status, 'succeeded', JSON.stringify(job));
    assert.equal(job.progressDone, 2);
    assert.ok(
      job.messages.some((m) => m.includes('1 employees have no salary')),
      JSON.stringify(job.messages),
    );
    const payroll = await clerk.call(getPayrollEndpoint, { params: { id } });
    assert.equal(payroll.employeeCount, 2);
    const lines = await clerk.call(listPayrollEmployeesEndpoint, { params: { id }, query: {} });
    assert.deepEqual(
      lines.data.map((l) => l.employeeCode),
      ['PAY-001', 'PAY-002'],
    );
    const [ana, ben] = lines.data as [(typeof lines.data)[number], (typeof lines.data)[number]];
    // Ana: 26,100 a month, daily rate 26,100 x 12 / 261 = 1,200: half a month 13,050, one day absent,
    // 30 minutes late (30 x 1,200 / 480 = 75); contributions on 26,100.
    assert.deepEqual(
      [ana.dailyRate, ana.basicPay, ana.absenceDeduction, ana.tardinessDeduction, ana.grossPay],
      ['1200.000000', '13050.00', '1200.00', '75.00', '11775.00'],
    );
    assert.deepEqual(
      [ana.sssEmployee, ana.sssMpfEmployee, ana.philHealthEmployee, ana.pagIbigEmployee, ana.sssEc],
      ['1300.00', '300.00', '652.50', '200.00', '30.00'],
    );
    // Taxable 11,775 - 2,152.50 = 9,622.50: below 10,417, no tax.
    assert.deepEqual([ana.taxableCompensation, ana.withholdingTax, ana.netPay], ['9622.50', '0.00', '9622.50']);
    assert.deepEqual([ana.timeSummary.absentDays, ana.timeSummary.tardyMinutes], ['1', 30]);
    assert.match(
      ana.items.find((i) => i.code === 'absences')!.basis,
      /1 days absent x daily rate 1,200\.000000 \(26,100\.00 x 12 \/ 261\)/,
    );
    // Ben: 600 a day, 11 paid days (the holiday included).
    assert.deepEqual([ben.timeSummary.paidDays, ben.basicPay, ben.absenceDeduction], ['11', '6600.00', '0.00']);
    for (const l of lines.data) {
      const sum = (kind: string) =>
        l.items.filter((i) => i.kind === kind).reduce((s, i) => s.plus(i.amount), new Decimal(0));
      assert.equal(sum('Earning').minus(sum('Deduction')).toFixed(2), l.netPay);
    }
    assert.equal(payroll.totalNet, lines.data.reduce((s, l) => s.plus(l.netPay), new Decimal(0)).toFixed(2));
  });

  test('regenerating replaces the draft lines (a new day of logs shows up)', async () => {
    await punch(t, monthly, ['2026-06-03']);
    await generate(id);
    const lines = await clerk.call(listPayrollEmployeesEndpoint, { params: { id }, query: { search: 'aquino' } });
    assert.equal(lines.total, 1);
    assert.equal(lines.data[0]!.absenceDeduction, '0.00');
    const count = await sql<{
      n: number;
    }>`SELECT count(*)::int AS n FROM payroll_lines WHERE payroll_id = ${id}`.execute(t.running.database.db);
    assert.equal(count.rows[0]!.n, 2);
  });

  test('list, sort and filter payrolls', async () => {
    const list = await clerk.call(listPayrollsEndpoint, {
      query: { status: 'Draft', sort: 'totalNet', order: 'desc' },
    });
    assert.ok(list.data.some((p) => p.id === id));
    assert.equal((await clerk.call(listPayrollsEndpoint, { query: { search: 'no such payroll' } })).total, 0);
  });

  test('changing a draft drops its lines; a posted payroll is final (409), and so is it in the database', async () => {
    const changed = await clerk.call(createPayrollEndpoint, {
      body: fields({ name: 'To change', periodStart: '2026-06-16', periodEnd: '2026-06-30', payDate: '2026-07-05' }),
    });
    await generate(changed.id);
    const updated = await clerk.call(updatePayrollEndpoint, {
      params: { id: changed.id },
      body: fields({ name: 'Changed', periodStart: '2026-06-16', periodEnd: '2026-06-30', payDate: '2026-07-06' }),
    });
    assert.deepEqual([updated.name, updated.employeeCount, updated.generatedAt], ['Changed', 0, null]);
    await clerk.call(deletePayrollEndpoint, { params: { id: changed.id } });
    assert.equal((await clerk.send(getPayrollEndpoint, { params: { id: changed.id } })).status, 404);

    const db = t.running.database.db;
    await sql`UPDATE payrolls SET status = 'Posted', posted_at = now() WHERE id = ${id}`.execute(db);
    for (const r of [
      await clerk.send(updatePayrollEndpoint, { params: { id }, body: fields({ name: 'Edited after posting' }) }),
      await clerk.send(deletePayrollEndpoint, { params: { id } }),
      await clerk.send(generatePayrollEndpoint, { params: { id } }),
    ]) {
      assert.equal(r.status, 409);
      assert.deepEqual((r.body as Errors).errors['generalErrors'], [PAYROLL_NOT_DRAFT]);
    }
    await assert.rejects(
      sql`UPDATE payroll_lines SET net_pay = 1 WHERE payroll_id = ${id}`.execute(db),
      /cannot be changed/,
    );
    await assert.rejects(sql`DELETE FROM payroll_lines WHERE payroll_id = ${id}`.execute(db), /cannot be changed/);
    await assert.rejects(sql`UPDATE payrolls SET name = 'x' WHERE id = ${id}`.execute(db), /cannot be changed/);
    const line = await db
      .selectFrom('payroll_lines')
      .selectAll()
      .where('payroll_id', '=', id)
      .executeTakeFirstOrThrow();
    const { id: _lineId, created_at: _c, ...copy } = line;
    await assert.rejects(
      db
        .insertInto('payroll_lines')
        .values({ ...copy, employee_id: daily, employee_code: 'X', items: '[]', time_summary: '{}' })
        .execute(),
      /cannot be changed|duplicate/,
    );
  });
});

describe('refusals', () => {
  test('a period ending before it starts, an unknown type or department: 400 on the field', async () => {
    const r = await clerk.send(createPayrollEndpoint, { body: fields({ periodEnd: '2026-05-31' }) });
    assert.equal(r.status, 400);
    assert.deepEqual((r.body as Errors).errors['periodEnd'], [PERIOD_END_BEFORE_START]);
    const type = await clerk.send(createPayrollEndpoint, { body: fields({ payrollTypeId: 999999, name: 'x' }) });
    assert.equal(type.status, 400);
    assert.ok((type.body as Errors).errors['payrollTypeId']);
    const department = await clerk.send(createPayrollEndpoint, {
      body: fields({ departmentId: 999999, periodStart: '2026-07-01', periodEnd: '2026-07-15' }),
    });
    assert.equal(department.status, 400);
  });
  test('an unknown payroll: 404 on every endpoint', async () => {
    const params = { id: 987654 };
    assert.equal((await clerk.send(getPayrollEndpoint, { params })).status, 404);
    assert.equal((await clerk.send(listPayrollEmployeesEndpoint, { params, query: {} })).status, 404);
    assert.equal((await clerk.send(deletePayrollEndpoint, { params })).status, 404);
    assert.equal((await clerk.send(generatePayrollEndpoint, { params })).status, 404);
    assert.equal((await clerk.send(updatePayrollEndpoint, { params, body: fields() })).status, 404);
  });
  test('without the Payroll role (HR officer or no role): 403 everywhere', async () => {
    const params = { id: 1 };
    for (const c of [hr, nobody]) {
      const answers = [
        await c.send(listPayrollsEndpoint, { query: {} }),
        await c.send(getPayrollEndpoint, { params }),
        await c.send(createPayrollEndpoint, { body: fields() }),
        await c.send(updatePayrollEndpoint, { params, body: fields() }),
        await c.send(deletePayrollEndpoint, { params }),
        await c.send(listPayrollEmployeesEndpoint, { params, query: {} }),
        await c.send(generatePayrollEndpoint, { params }),
        await c.send(listPayrollTypesEndpoint),
      ];
      assert.deepEqual(
        answers.map((a) => a.status),
        answers.map(() => 403),
      );
    }
  });
});
