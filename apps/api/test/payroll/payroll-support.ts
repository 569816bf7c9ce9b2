// Helpers for the payroll API tests: employees with salaries, biometric logs for whole days.
import { createEmployeeEndpoint } from '@ilaw/contracts/hr/employees/create-employee';
import type { BodyOf } from '@ilaw/contracts/http';
import { createSalaryEndpoint } from '@ilaw/contracts/hr/salaries/create-salary';
import { sql } from 'kysely';
import { employeeBody } from '../hr/hr-support.ts';
import type { TestApp, TestClient } from '../support/test-app.ts';

export async function employeeWithSalary(
  t: TestApp,
  hr: TestClient,
  fields: Record<string, unknown>,
  salary: { salaryType: number; amount: string; effectiveDate: string } | null,
): Promise<number> {
  const employee = await hr.call(createEmployeeEndpoint, {
    body: employeeBody(fields) as BodyOf<typeof createEmployeeEndpoint>,
  });
  if (salary) await hr.call(createSalaryEndpoint, { body: { employeeId: employee.id, ...salary, remarks: null } });
  return employee.id;
}

/** Complete punches (07:55, 12:01, 12:58, 17:05) on each date; `amIn` overrides the first. */
export async function punch(t: TestApp, employeeId: number, dates: string[], amIn = '07:55:00'): Promise<void> {
  for (const d of dates) {
    for (const time of [amIn, '12:01:00', '12:58:00', '17:05:00']) {
      await sql`INSERT INTO biometric_logs (device_serial, biometric_user_id, log_date, log_time, employee_id)
        VALUES ('TEST', ${String(employeeId)}, ${d}::date, ${time}::time, ${employeeId})`.execute(
        t.running.database.db,
      );
    }
  }
}
