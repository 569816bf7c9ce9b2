import { SALARY_DATE_TAKEN } from '@ilaw/contracts/hr/salaries/salary';
import type { Transaction } from 'kysely';
import type { Database } from '../../../platform/db/schema.ts';
import { conflict, notFound } from '../../../platform/http/errors.ts';
import { duplicateToConflict } from '../../../platform/posting/database-conflicts.ts';
import { EMPLOYEE_NOT_FOUND } from '../employees/get-employee.ts';

export async function checkSalary(
  trx: Transaction<Database>,
  f: { employeeId: number; effectiveDate: string },
  exceptId: number | null,
): Promise<void> {
  const e = await trx.selectFrom('employees').select('id').where('id', '=', f.employeeId).executeTakeFirst();
  if (!e) throw notFound(EMPLOYEE_NOT_FOUND);
  let q = trx
    .selectFrom('salaries')
    .select('id')
    .where('employee_id', '=', f.employeeId)
    .where('effective_date', '=', f.effectiveDate);
  if (exceptId !== null) q = q.where('id', '<>', exceptId);
  if (await q.executeTakeFirst()) throw conflict(SALARY_DATE_TAKEN, 'effectiveDate');
}

export const salaryDateConflict = duplicateToConflict({
  constraint: 'salaries_employee_id_effective_date',
  message: SALARY_DATE_TAKEN,
  field: 'effectiveDate',
});
