// Who sees whose time records: HR (role Employee) everyone; a DepartmentDtrMonitoring user the
// employees of their own department (their account's department); everyone their own record.
import { EMPLOYEE_STATUS } from '@ilaw/contracts/enums';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';
import { hasRole, type SessionUser } from '../../platform/http/context.ts';
import { forbidden, notFound } from '../../platform/http/errors.ts';

export const NOT_LINKED = 'Your account is not linked to an employee record. Please ask HR to link it.';
export const OTHER_DEPARTMENT = 'You may only see the time records of your own department.';

export async function ownEmployee(
  db: Kysely<Database>,
  user: SessionUser,
): Promise<{ id: number; departmentId: number | null }> {
  const row = await db
    .selectFrom('employees')
    .select(['id', 'department_id'])
    .where('user_id', '=', user.id)
    .executeTakeFirst();
  if (!row) throw notFound(NOT_LINKED);
  return { id: row.id, departmentId: row.department_id };
}

/** The department a department-view call covers: null means every department (HR only). */
export async function departmentInView(
  db: Kysely<Database>,
  user: SessionUser,
  requested: number | undefined,
): Promise<number | null> {
  if (hasRole(user, 'Employee')) return requested ?? null;
  const own = await db.selectFrom('users').select('department_id').where('id', '=', user.id).executeTakeFirst();
  const departmentId = own?.department_id ?? null;
  if (departmentId === null) throw forbidden('Your account has no department.');
  if (requested !== undefined && requested !== departmentId) throw forbidden(OTHER_DEPARTMENT);
  return departmentId;
}

/** Employee ids in view (active and not), in name order. */
export async function employeesInDepartment(
  db: Kysely<Database>,
  departmentId: number | null,
  activeOnly = false,
): Promise<number[]> {
  let q = db.selectFrom('employees').select('id').orderBy('last_name').orderBy('first_name');
  if (departmentId !== null) q = q.where('department_id', '=', departmentId);
  if (activeOnly) q = q.where('employee_status', '=', EMPLOYEE_STATUS.Active.value);
  return (await q.execute()).map((r) => r.id);
}

/** Refuses (404, to not reveal who exists) an employee outside the caller's department view. */
export async function employeeInView(
  db: Kysely<Database>,
  user: SessionUser,
  employeeId: number,
  departmentId: number | null,
): Promise<void> {
  const row = await db
    .selectFrom('employees')
    .select(['id', 'department_id'])
    .where('id', '=', employeeId)
    .executeTakeFirst();
  if (!row) throw notFound('The employee was not found.');
  if (departmentId !== null && row.department_id !== departmentId) throw forbidden(OTHER_DEPARTMENT);
}
