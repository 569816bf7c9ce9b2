// The employees a payroll covers, with the salary in force on a date, in one set-based read
// (payroll generation, issue 13). Employees without a salary on that date come back apart.
import { employeeDisplayName } from '@ilaw/contracts/hr/employees/employee';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../../platform/db/schema.ts';

export interface EmployeeSelection {
  departmentId: number | null;
  employeeStatus: number | null;
  employmentType: number | null;
}

export interface EmployeeWithSalary {
  id: number;
  employeeCode: string;
  name: string;
  departmentId: number | null;
  departmentName: string | null;
  userId: number | null;
  /** Service dates (a special payroll counts service days from them, decision 066). */
  dateHired: string | null;
  dateSeparated: string | null;
  salary: { salaryType: number; amount: string; effectiveDate: string } | null;
}

export async function employeesWithSalaryOn(
  db: Kysely<Database> | Transaction<Database>,
  selection: EmployeeSelection,
  date: string,
): Promise<EmployeeWithSalary[]> {
  let q = db
    .selectFrom('employees as e')
    .leftJoin('departments as d', 'd.id', 'e.department_id')
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('salaries as s')
          .select(['s.salary_type', 's.amount', 's.effective_date'])
          .whereRef('s.employee_id', '=', 'e.id')
          .where('s.effective_date', '<=', date)
          .orderBy('s.effective_date', 'desc')
          .limit(1)
          .as('s'),
      (join) => join.onTrue(),
    )
    .select([
      'e.id',
      'e.employee_id',
      'e.first_name',
      'e.middle_name',
      'e.last_name',
      'e.suffix',
      'e.department_id',
      'e.user_id',
      'e.date_hired',
      'e.date_separated',
      'd.name as department_name',
      's.salary_type',
      's.amount',
      's.effective_date',
    ])
    .orderBy(sql`lower(e.last_name)`)
    .orderBy(sql`lower(e.first_name)`)
    .orderBy('e.id');
  if (selection.departmentId !== null) q = q.where('e.department_id', '=', selection.departmentId);
  if (selection.employeeStatus !== null) q = q.where('e.employee_status', '=', selection.employeeStatus);
  if (selection.employmentType !== null) q = q.where('e.employment_type', '=', selection.employmentType);
  const rows = await q.execute();
  return rows.map((r) => ({
    id: r.id,
    employeeCode: r.employee_id,
    name: employeeDisplayName({
      firstName: r.first_name,
      middleName: r.middle_name,
      lastName: r.last_name,
      suffix: r.suffix,
    }),
    departmentId: r.department_id,
    departmentName: r.department_name,
    userId: r.user_id,
    dateHired: r.date_hired,
    dateSeparated: r.date_separated,
    salary:
      r.salary_type === null || r.amount === null || r.effective_date === null
        ? null
        : { salaryType: r.salary_type, amount: r.amount, effectiveDate: r.effective_date },
  }));
}

/** The employee record linked to a user account, or null. */
export async function employeeOfUser(
  db: Kysely<Database> | Transaction<Database>,
  userId: number,
): Promise<{ id: number; employeeCode: string } | null> {
  const row = await db
    .selectFrom('employees')
    .select(['id', 'employee_id'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row ? { id: row.id, employeeCode: row.employee_id } : null;
}
