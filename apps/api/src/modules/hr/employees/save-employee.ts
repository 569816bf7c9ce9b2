// Checks and column mapping shared by create and update.
import {
  DUPLICATE_BIOMETRIC_ID,
  DUPLICATE_EMPLOYEE_ID,
  USER_ALREADY_LINKED,
  type EmployeeFieldsParsed,
} from '@ilaw/contracts/hr/employees/employee';
import { OWN_RECORD_CHANGE } from '@ilaw/contracts/approvals/requests/approval-request';
import { sql, type Transaction } from 'kysely';
import type { Database } from '../../../platform/db/schema.ts';
import { conflict, fieldError, forbidden } from '../../../platform/http/errors.ts';
import { duplicateToConflict } from '../../../platform/posting/database-conflicts.ts';

export async function checkEmployeeFields(
  trx: Transaction<Database>,
  f: EmployeeFieldsParsed,
  exceptId: number | null,
): Promise<void> {
  const others = () => {
    let q = trx.selectFrom('employees').select('id');
    if (exceptId !== null) q = q.where('id', '<>', exceptId);
    return q;
  };
  if (
    await others()
      .where(sql`lower(employee_id)`, '=', f.employeeId.toLowerCase())
      .executeTakeFirst()
  ) {
    throw conflict(DUPLICATE_EMPLOYEE_ID, 'employeeId');
  }
  if (f.biometricUserId && (await others().where('biometric_user_id', '=', f.biometricUserId).executeTakeFirst())) {
    throw conflict(DUPLICATE_BIOMETRIC_ID, 'biometricUserId');
  }
  if (f.userId !== null) {
    const user = await trx.selectFrom('users').select('id').where('id', '=', f.userId).executeTakeFirst();
    if (!user) throw fieldError('userId', 'The user account does not exist.');
    if (await others().where('user_id', '=', f.userId).executeTakeFirst())
      throw conflict(USER_ALREADY_LINKED, 'userId');
  }
  if (f.departmentId !== null) {
    const d = await trx.selectFrom('departments').select('id').where('id', '=', f.departmentId).executeTakeFirst();
    if (!d) throw fieldError('departmentId', 'The department does not exist.');
  }
  if (f.branchCode !== null) {
    const b = await trx.selectFrom('branches').select('code').where('code', '=', f.branchCode).executeTakeFirst();
    if (!b) throw fieldError('branchCode', 'The branch does not exist.');
  }
}

/** Nobody links an employee record to their own account: that would make it theirs to edit (decision 014). */
export function assertNotLinkingSelf(f: EmployeeFieldsParsed, user: { id: number }): void {
  if (f.userId === user.id) throw forbidden(OWN_RECORD_CHANGE);
}

export function employeeColumns(f: EmployeeFieldsParsed) {
  return {
    employee_id: f.employeeId,
    first_name: f.firstName,
    middle_name: f.middleName,
    last_name: f.lastName,
    suffix: f.suffix,
    birth_date: f.birthDate,
    gender: f.gender,
    civil_status: f.civilStatus,
    address: f.address,
    contact_number: f.contactNumber,
    email: f.email,
    department_id: f.departmentId,
    branch_code: f.branchCode,
    position: f.position,
    employment_type: f.employmentType,
    employee_status: f.employeeStatus,
    date_hired: f.dateHired,
    date_regularized: f.dateRegularized,
    date_separated: f.dateSeparated,
    biometric_user_id: f.biometricUserId,
    sss_no: f.sssNo,
    pag_ibig_no: f.pagIbigNo,
    phil_health_no: f.philHealthNo,
    hmo_no: f.hmoNo,
    tin_no: f.tinNo,
    user_id: f.userId,
  };
}

/** A unique-index race that slipped past the checks still answers 409 with its own message. */
export const uniqueViolationToConflict = duplicateToConflict(
  { constraint: 'biometric_user_id', message: DUPLICATE_BIOMETRIC_ID, field: 'biometricUserId' },
  { constraint: 'employees_user_id', message: USER_ALREADY_LINKED, field: 'userId' },
  { constraint: 'employees_employee_id', message: DUPLICATE_EMPLOYEE_ID, field: 'employeeId' },
);
