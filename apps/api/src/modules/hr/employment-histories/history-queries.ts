import { employeeDisplayName } from '@ilaw/contracts/hr/employees/employee';
import { HISTORY_OVERLAP, type EmploymentHistory } from '@ilaw/contracts/hr/employment-histories/employment-history';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../../platform/db/schema.ts';
import { conflict, fieldError, notFound } from '../../../platform/http/errors.ts';
import { EMPLOYEE_NOT_FOUND } from '../employees/get-employee.ts';

export const HISTORY_NOT_FOUND = 'The employment history entry was not found.';

export function historyQuery(db: Kysely<Database>) {
  return db
    .selectFrom('employment_histories as h')
    .innerJoin('employees as e', 'e.id', 'h.employee_id')
    .leftJoin('departments as d', 'd.id', 'h.department_id')
    .select([
      'h.id',
      'h.employee_id',
      'e.employee_id as employee_code',
      'e.first_name',
      'e.middle_name',
      'e.last_name',
      'e.suffix',
      'h.position',
      'h.department_id',
      'd.name as department_name',
      'h.employment_type',
      'h.salary_grade',
      'h.rate',
      'h.date_from',
      'h.date_to',
      'h.remarks',
      'h.created_at',
      'h.updated_at',
    ]);
}

type Row = Awaited<ReturnType<ReturnType<typeof historyQuery>['executeTakeFirstOrThrow']>>;

export function toHistory(r: Row): EmploymentHistory {
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
    position: r.position,
    departmentId: r.department_id,
    departmentName: r.department_name,
    employmentType: r.employment_type,
    salaryGrade: r.salary_grade,
    rate: r.rate,
    dateFrom: r.date_from,
    dateTo: r.date_to,
    remarks: r.remarks,
    createdAt: r.created_at.toISOString(),
    updatedAt: r.updated_at.toISOString(),
  };
}

export async function loadHistory(db: Kysely<Database>, id: number): Promise<EmploymentHistory | null> {
  const row = await historyQuery(db).where('h.id', '=', id).executeTakeFirst();
  return row ? toHistory(row) : null;
}

export function auditedHistory(h: EmploymentHistory): Record<string, unknown> {
  return {
    employeeId: h.employeeId,
    position: h.position,
    departmentId: h.departmentId,
    employmentType: h.employmentType,
    salaryGrade: h.salaryGrade,
    rate: h.rate,
    dateFrom: h.dateFrom,
    dateTo: h.dateTo,
    remarks: h.remarks,
  };
}

/**
 * Locks the employee (so two writers cannot both pass the check) and refuses a period that
 * overlaps another entry of the same employee. An open end means 'until now and after'.
 */
export async function checkHistoryPeriod(
  trx: Transaction<Database>,
  f: { employeeId: number; departmentId: number | null; dateFrom: string; dateTo: string | null },
  exceptId: number | null,
): Promise<void> {
  const e = await trx
    .selectFrom('employees')
    .select('id')
    .where('id', '=', f.employeeId)
    .forUpdate()
    .executeTakeFirst();
  if (!e) throw notFound(EMPLOYEE_NOT_FOUND);
  if (f.departmentId !== null) {
    const d = await trx.selectFrom('departments').select('id').where('id', '=', f.departmentId).executeTakeFirst();
    if (!d) throw fieldError('departmentId', 'The department does not exist.');
  }
  let q = trx
    .selectFrom('employment_histories')
    .select(['id', 'position', 'date_from', 'date_to'])
    .where('employee_id', '=', f.employeeId)
    .where('date_from', '<=', f.dateTo ?? '9999-12-31')
    .where(sql<boolean>`coalesce(date_to, '9999-12-31'::date) >= ${f.dateFrom}::date`);
  if (exceptId !== null) q = q.where('id', '<>', exceptId);
  const other = await q.orderBy('date_from').executeTakeFirst();
  if (other) {
    throw conflict(
      `${HISTORY_OVERLAP} (${other.position}, ${other.date_from} to ${other.date_to ?? 'present'})`,
      'dateFrom',
    );
  }
}
