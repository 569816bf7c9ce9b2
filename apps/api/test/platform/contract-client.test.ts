// The typed test client: URLs built from the contracts, answers checked against them, and the
// shared fixtures the browser tests use too.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { listUsersEndpoint } from '@ilaw/contracts/admin/users/list-users';
import { getEmployeeEndpoint } from '@ilaw/contracts/hr/employees/get-employee';
import { listEmployeesEndpoint } from '@ilaw/contracts/hr/employees/list-employees';
import { listDepartmentsEndpoint } from '@ilaw/contracts/reference/departments/list-departments';
import { z } from 'zod';
import { ContractCallError, contractUrl } from '../support/contract-client.ts';
import { newDepartment, newEmployee, newUser } from '../support/fixtures.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(async () => t.close());

test('URLs come from the path template and the query; empty values are left out', () => {
  assert.equal(contractUrl(getEmployeeEndpoint, { employeeId: 42 }), '/api/isd/hr/Employees/42');
  assert.equal(
    contractUrl(listUsersEndpoint, undefined, { page: 2, search: 'dela cruz', role: undefined, departmentId: '' }),
    '/api/admin/users?page=2&search=dela+cruz',
  );
  assert.throws(() => contractUrl(getEmployeeEndpoint, {}), /Missing path parameter 'employeeId'/);
});

test('call answers the typed, checked response; fixtures build the records', async () => {
  const department = await newDepartment(t.admin, 'Metering');
  const hr = await t.userWithRoles(['Employee']);
  const created = await newEmployee(hr, { departmentId: department.id, lastName: 'Villanueva' });
  const fetched = await hr.call(getEmployeeEndpoint, { params: { employeeId: created.id } });
  assert.equal(fetched.lastName, 'Villanueva');
  assert.equal(fetched.departmentId, department.id);
  const page = await hr.call(listEmployeesEndpoint, { query: { departmentId: department.id, employeeStatus: 1 } });
  assert.deepEqual(
    page.data.map((e) => e.id),
    [created.id],
  );
  const { user, temporaryPassword } = await newUser(t.admin, ['Employee'], { prefix: 'client' });
  assert.ok(user.username.startsWith('client.'));
  assert.ok(temporaryPassword);
});

test('a refusal throws ContractCallError with the status and the error body; send answers it', async () => {
  const hr = await t.userWithRoles(['Employee']);
  await assert.rejects(
    hr.call(getEmployeeEndpoint, { params: { employeeId: 999_999 } }),
    (error: unknown) => error instanceof ContractCallError && error.status === 404,
  );
  await assert.rejects(
    t.admin.call(getEmployeeEndpoint, { params: { employeeId: 1 } }),
    (error: unknown) => error instanceof ContractCallError && error.status === 403,
  );
  const anonymous = await t.anonymous().send(listDepartmentsEndpoint);
  assert.equal(anonymous.status, 401);
  assert.ok((anonymous.body as { errors: Record<string, string[]> }).errors);
});

test('an answer that does not match the contract fails the call', async () => {
  const stricter = { ...listDepartmentsEndpoint, response: z.array(z.object({ id: z.string() })) };
  await assert.rejects(t.admin.call(stricter), /does not match its contract/);
});
