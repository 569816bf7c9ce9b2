// Test data through the API, shared by the API tests (TestClient) and the browser tests' set-up
// (ApiSession): both call contracts, so one builder serves both. Names carry a tag so tests can
// share one database.
import { createUserEndpoint } from '@ilaw/contracts/admin/users/create-user';
import { createEmployeeEndpoint } from '@ilaw/contracts/hr/employees/create-employee';
import type { EmployeeFields } from '@ilaw/contracts/hr/employees/employee';
import { createDepartmentEndpoint } from '@ilaw/contracts/reference/departments/create-department';
import type { Role } from '@ilaw/contracts/roles';
import { randomBytes, randomInt } from 'node:crypto';
import type { ContractCaller } from './contract-client.ts';

/** A short tag no other run uses (capitals and digits, fits codes). */
export function uniqueTag(): string {
  return randomBytes(4).toString('hex').toUpperCase().slice(0, 7);
}

/** A department with a fresh code (signed in as Admin). */
export function newDepartment(admin: ContractCaller, name = 'Test Department') {
  const code = `D${uniqueTag()}`;
  return admin.call(createDepartmentEndpoint, { body: { code, name: `${name} ${code}` } });
}

/** An account with these roles (Admin); `temporaryPassword` is set unless `password` was given. */
export function newUser(
  admin: ContractCaller,
  roles: Role[],
  fields: { username?: string; password?: string; departmentId?: number | null; prefix?: string } = {},
) {
  const username = fields.username ?? `${fields.prefix ?? 'test'}.${uniqueTag().toLowerCase()}`;
  return admin.call(createUserEndpoint, {
    body: {
      username,
      fullName: `Test ${username}`,
      roles,
      departmentId: fields.departmentId ?? null,
      ...(fields.password === undefined ? {} : { password: fields.password }),
    },
  });
}

/** An employee record with a fresh employee ID and biometric ID (an Employee-role account). */
export function newEmployee(hr: ContractCaller, fields: Partial<EmployeeFields> = {}) {
  const tag = uniqueTag();
  return hr.call(createEmployeeEndpoint, {
    body: {
      employeeId: `T-${tag}`,
      firstName: 'Juan',
      lastName: `Dela Cruz ${tag}`,
      employmentType: 1,
      dateHired: '2015-01-05',
      biometricUserId: String(randomInt(100000, 999999)),
      ...fields,
    },
  });
}
