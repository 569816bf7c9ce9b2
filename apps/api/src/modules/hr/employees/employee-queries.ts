// The HR view of an employee, shared by the list, the single read and every write's answer.
import { employeeDisplayName, type Employee } from '@ilaw/contracts/hr/employees/employee';
import type { Kysely } from 'kysely';
import type { Database } from '../../../platform/db/schema.ts';

export function employeeQuery(db: Kysely<Database>) {
  return db
    .selectFrom('employees as e')
    .leftJoin('departments as d', 'd.id', 'e.department_id')
    .leftJoin('branches as b', 'b.code', 'e.branch_code')
    .leftJoin('users as u', 'u.id', 'e.user_id')
    .select([
      'e.id',
      'e.employee_id',
      'e.first_name',
      'e.middle_name',
      'e.last_name',
      'e.suffix',
      'e.birth_date',
      'e.gender',
      'e.civil_status',
      'e.address',
      'e.contact_number',
      'e.email',
      'e.department_id',
      'd.code as department_code',
      'd.name as department_name',
      'e.branch_code',
      'b.name as branch_name',
      'e.position',
      'e.employment_type',
      'e.employee_status',
      'e.date_hired',
      'e.date_regularized',
      'e.date_separated',
      'e.biometric_user_id',
      'e.sss_no',
      'e.pag_ibig_no',
      'e.phil_health_no',
      'e.hmo_no',
      'e.tin_no',
      'e.user_id',
      'u.username',
      'e.photo_file_id',
      'e.created_at',
      'e.updated_at',
    ]);
}

type Row = Awaited<ReturnType<ReturnType<typeof employeeQuery>['executeTakeFirstOrThrow']>>;

export function toEmployee(r: Row): Employee {
  const names = { firstName: r.first_name, middleName: r.middle_name, lastName: r.last_name, suffix: r.suffix };
  return {
    id: r.id,
    employeeId: r.employee_id,
    ...names,
    fullName: employeeDisplayName(names),
    birthDate: r.birth_date,
    gender: r.gender,
    civilStatus: r.civil_status,
    address: r.address,
    contactNumber: r.contact_number,
    email: r.email,
    departmentId: r.department_id,
    departmentCode: r.department_code,
    departmentName: r.department_name,
    branchCode: r.branch_code,
    branchName: r.branch_name,
    position: r.position,
    employmentType: r.employment_type,
    employeeStatus: r.employee_status,
    dateHired: r.date_hired,
    dateRegularized: r.date_regularized,
    dateSeparated: r.date_separated,
    biometricUserId: r.biometric_user_id,
    sssNo: r.sss_no,
    pagIbigNo: r.pag_ibig_no,
    philHealthNo: r.phil_health_no,
    hmoNo: r.hmo_no,
    tinNo: r.tin_no,
    userId: r.user_id,
    username: r.username,
    hasPhoto: r.photo_file_id !== null,
    photoVersion: r.photo_file_id,
    createdAt: r.created_at.toISOString(),
    updatedAt: r.updated_at.toISOString(),
  };
}

export async function loadEmployee(db: Kysely<Database>, id: number): Promise<Employee | null> {
  const row = await employeeQuery(db).where('e.id', '=', id).executeTakeFirst();
  return row ? toEmployee(row) : null;
}

/** The audited picture of an employee: the fields HR edits (no timestamps, no derived names). */
export function auditedEmployee(e: Employee): Record<string, unknown> {
  const {
    id: _id,
    fullName: _f,
    departmentCode: _dc,
    departmentName: _dn,
    branchName: _bn,
    username: _u,
    hasPhoto: _h,
    photoVersion,
    createdAt: _c,
    updatedAt: _up,
    ...fields
  } = e;
  return { ...fields, photoFileId: photoVersion };
}

/** Escapes LIKE wildcards in user input. */
export function likePrefix(term: string): string {
  return `${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
