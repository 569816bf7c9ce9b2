import { employeeDisplayName } from '@ilaw/contracts/hr/employees/employee';
import type { Salary } from '@ilaw/contracts/hr/salaries/salary';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../platform/db/schema.ts';
import { manilaToday } from '../../../platform/time/manila.ts';

export const SALARY_NOT_FOUND = 'The salary entry was not found.';

export function salaryQuery(db: Kysely<Database>, today: string = manilaToday()) {
  return db
    .selectFrom('salaries as s')
    .innerJoin('employees as e', 'e.id', 's.employee_id')
    .leftJoin('departments as d', 'd.id', 'e.department_id')
    .select([
      's.id',
      's.employee_id',
      'e.employee_id as employee_code',
      'e.first_name',
      'e.middle_name',
      'e.last_name',
      'e.suffix',
      'd.name as department_name',
      's.salary_type',
      's.amount',
      's.effective_date',
      's.remarks',
      's.created_at',
      's.updated_at',
      sql<boolean>`coalesce(s.effective_date = (SELECT max(x.effective_date) FROM salaries x WHERE x.employee_id = s.employee_id AND x.effective_date <= ${today}::date), false)`.as(
        'is_current',
      ),
    ]);
}

type Row = Awaited<ReturnType<ReturnType<typeof salaryQuery>['executeTakeFirstOrThrow']>>;

export function toSalary(r: Row): Salary {
  return {
    id: r.id,
    employeeId: r.employee_id,
    employeeCode: r.employee_code,
    employeeName: employeeDisplayName({
      firstName: r.first_name,
      middleName: r.middle_name,
      lastName: r.last_name,
      suffix: r.suffix,
    }),
    departmentName: r.department_name,
    salaryType: r.salary_type,
    amount: r.amount,
    effectiveDate: r.effective_date,
    remarks: r.remarks,
    isCurrent: r.is_current,
    createdAt: r.created_at.toISOString(),
    updatedAt: r.updated_at.toISOString(),
  };
}

export async function loadSalary(db: Kysely<Database>, id: number): Promise<Salary | null> {
  const row = await salaryQuery(db).where('s.id', '=', id).executeTakeFirst();
  return row ? toSalary(row) : null;
}

export function auditedSalary(s: {
  employeeId: number;
  salaryType: number;
  amount: string;
  effectiveDate: string;
  remarks: string | null;
}) {
  return {
    employeeId: s.employeeId,
    salaryType: s.salaryType,
    amount: s.amount,
    effectiveDate: s.effectiveDate,
    remarks: s.remarks,
  };
}

/**
 * The salary in effect on a date: the entry with the latest effective date on or before it.
 * Payroll and reports call this; null when the employee had no salary yet.
 */
export async function salaryOn(
  db: Kysely<Database>,
  employeeId: number,
  date: string,
): Promise<{ salaryType: number; amount: string; effectiveDate: string } | null> {
  const row = await db
    .selectFrom('salaries')
    .select(['salary_type', 'amount', 'effective_date'])
    .where('employee_id', '=', employeeId)
    .where('effective_date', '<=', date)
    .orderBy('effective_date', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? { salaryType: row.salary_type, amount: row.amount, effectiveDate: row.effective_date } : null;
}
