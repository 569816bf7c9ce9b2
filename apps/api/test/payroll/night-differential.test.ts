// The night differential from the DTR (decision 065): an employee on a 15:00-23:00 shift is paid
// 10% of the hourly rate for each hour worked after 22:00 on workdays, and on an authorised rest
// day at the rest day's rate; the rate is the premium-pay table in force on the period's date.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { listPayrollTypesEndpoint } from '@ilaw/contracts/payroll/payroll-types/list-payroll-types';
import { createPayrollEndpoint } from '@ilaw/contracts/payroll/payrolls/create-payroll';
import { generatePayrollEndpoint } from '@ilaw/contracts/payroll/payrolls/generate-payroll';
import { listPayrollEmployeesEndpoint } from '@ilaw/contracts/payroll/payrolls/list-payroll-employees';
import type { PayrollFields } from '@ilaw/contracts/payroll/payrolls/payroll';
import { createStatutoryTableEndpoint } from '@ilaw/contracts/payroll/statutory-tables/create-statutory-table';
import { getJobEndpoint } from '@ilaw/contracts/platform/jobs';
import { Decimal } from 'decimal.js';
import { sql } from 'kysely';
import { createTestApp, type TestApp, type TestClient } from '../support/test-app.ts';
import { employeeWithSalary } from './payroll-support.ts';

let t: TestApp;
let clerk: TestClient;
let dept: number;
let employee: number;
let payrollType: number;

async function logs(date: string, times: string[]) {
  for (const time of times)
    await sql`INSERT INTO biometric_logs (device_serial, biometric_user_id, log_date, log_time, employee_id)
      VALUES ('TEST', ${String(employee)}, ${date}::date, ${time}::time, ${employee})`.execute(t.running.database.db);
}

before(async () => {
  t = await createTestApp();
  clerk = await t.userWithRoles(['Payroll']);
  const hr = await t.userWithRoles(['Employee']);
  const db = t.running.database.db;
  dept = (
    await db
      .insertInto('departments')
      .values({ code: 'NIGHT', name: 'Night Shift Test' })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  // 26,100 a month: daily rate 26,100 x 12 / 261 = 1,200, hourly 150.
  employee = await employeeWithSalary(
    t,
    hr,
    { employeeId: 'ND-001', firstName: 'Nilo', lastName: 'Nocturno', departmentId: dept },
    { salaryType: 0, amount: '26100.00', effectiveDate: '2026-01-01' },
  );
  const schedule = (
    await db
      .insertInto('work_schedules')
      .values({
        name: 'Late shift 15:00-23:00',
        is_continuous: true,
        am_in: '15:00',
        pm_out: '23:00',
        working_days: '123456',
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  await db
    .insertInto('employee_work_schedules')
    .values({ employee_id: employee, work_schedule_id: schedule, effective_from: '2026-01-01' })
    .execute();
  // June: three workdays 14:55-23:02 (22:00-23:00 each; the two minutes past the shift are not
  // authorised), and Sunday 7 June 18:00-23:30 with the work authorised (22:00-23:30 at 130%).
  for (const d of ['2026-06-01', '2026-06-02', '2026-06-03']) await logs(d, ['14:55', '23:02']);
  await logs('2026-06-07', ['18:00', '23:30']);
  await db
    .insertInto('daily_time_records')
    .values({ employee_id: employee, record_date: '2026-06-07', day_type: 'RestDay', overtime_authorized: true })
    .execute();
  // July: three workdays 15:00-23:00.
  for (const d of ['2026-07-01', '2026-07-02', '2026-07-03']) await logs(d, ['15:00', '23:00']);
  const types = await clerk.call(listPayrollTypesEndpoint);
  payrollType = types.find((x) => x.name === 'Regular payroll, 1st half')!.id;
});
after(async () => t.close());

async function lineOf(over: Partial<PayrollFields>) {
  const created = await clerk.call(createPayrollEndpoint, {
    body: {
      name: 'Night cut-off',
      payrollTypeId: payrollType,
      periodStart: '2026-06-01',
      periodEnd: '2026-06-15',
      payDate: '2026-06-20',
      departmentId: dept,
      employeeStatus: 1,
      employmentType: null,
      remarks: null,
      ...over,
    },
  });
  const { jobId } = await clerk.call(generatePayrollEndpoint, { params: { id: created.id } });
  await t.running.services.jobs.drain();
  const job = await clerk.call(getJobEndpoint, { params: { id: jobId } });
  assert.equal(job.status, 'succeeded', JSON.stringify(job));
  const lines = await clerk.call(listPayrollEmployeesEndpoint, { params: { id: created.id }, query: {} });
  assert.equal(lines.total, 1);
  return lines.data[0]!;
}

test('workday night hours and an authorised rest day are paid as night differential lines', async () => {
  // The July rate below starts after June: June keeps the seeded 10%.
  await clerk.call(createStatutoryTableEndpoint, {
    body: {
      kind: 'premium-pay',
      effectiveFrom: '2026-07-01',
      source: 'Test: a higher night differential',
      remarks: null,
      body: {
        overtime: '1.25',
        restDay: '1.30',
        specialDay: '1.30',
        specialDayRestDay: '1.50',
        regularHoliday: '2.00',
        regularHolidayRestDay: '2.60',
        overtimeOnRestDayOrHoliday: '1.30',
        nightDifferential: '0.20',
      },
    },
  });
  const june = await lineOf({});
  const night = june.items.find((i) => i.code === 'night');
  assert.ok(night, JSON.stringify(june.items.map((i) => i.code)));
  // 180 minutes x 150 x 10% = 45.00.
  assert.deepEqual([night.kind, night.amount], ['Earning', '45.00']);
  assert.match(night.basis, /^180 minutes between 22:00 and 06:00 x hourly rate 150\.000000 x 0\.10\./);
  // 90 minutes x 150 x 1.30 x 10% = 29.25.
  const rest = june.items.find((i) => i.code === 'night-2026-06-07');
  assert.ok(rest);
  assert.equal(rest.amount, '29.25');
  assert.equal(june.timeSummary.nightMinutes, 270);
  const earnings = june.items.filter((i) => i.kind === 'Earning').reduce((s, i) => s.plus(i.amount), new Decimal(0));
  const deductions = june.items
    .filter((i) => i.kind === 'Deduction')
    .reduce((s, i) => s.plus(i.amount), new Decimal(0));
  assert.equal(earnings.minus(deductions).toFixed(2), june.netPay);

  // July: the rate in force is 20%: 180 minutes x 150 x 20% = 90.00.
  const july = await lineOf({
    name: 'July night cut-off',
    periodStart: '2026-07-01',
    periodEnd: '2026-07-15',
    payDate: '2026-07-20',
  });
  assert.equal(july.items.find((i) => i.code === 'night')?.amount, '90.00');
  assert.equal(
    july.items.some((i) => i.code.startsWith('night-')),
    false,
  );
});
