import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Employee } from '@ilaw/contracts/hr/employees/employee';
import { createTestApp, type TestApp, type TestClient } from '../support/test-app.ts';
import { employeeBody, type Errors } from './hr-support.ts';

let t: TestApp;
let hr: TestClient & { userId: number };
let payroll: TestClient;
let nobody: TestClient;

before(async () => {
  t = await createTestApp();
  hr = await t.userWithRoles(['Employee']);
  payroll = await t.userWithRoles(['Payroll']);
  nobody = await t.userWithRoles([]);
});
after(async () => t.close());

test('create answers 201 with the record; government numbers are stored in their printed format', async () => {
  const res = await hr.post<Employee>(
    '/api/isd/hr/Employees',
    employeeBody({ employeeId: 'E-0001', lastName: 'Villanueva' }),
  );
  assert.equal(res.status, 201, JSON.stringify(res.body));
  assert.equal(res.body.employeeId, 'E-0001');
  assert.equal(res.body.sssNo, '34-1234567-8');
  assert.equal(res.body.pagIbigNo, '1212-3456-7890');
  assert.equal(res.body.philHealthNo, '12-123456789-0');
  assert.equal(res.body.tinNo, '123-456-789');
  assert.equal(res.body.fullName, 'Villanueva, Juan S.');
  assert.equal(res.body.branchName, 'San Jose');
  assert.equal(res.body.hasPhoto, false);
  const got = await hr.get<Employee>(`/api/isd/hr/Employees/${res.body.id}`);
  assert.equal(got.status, 200);
  assert.deepEqual(got.body, res.body);
});

test('validation answers 400 with the spec messages per field, and nothing is written', async () => {
  const before = await hr.get<{ total: number }>('/api/isd/hr/Employees');
  const res = await hr.post<Errors>(
    '/api/isd/hr/Employees',
    employeeBody({
      employeeId: '',
      firstName: '   ',
      birthDate: '2999-01-01',
      sssNo: '12-34',
      pagIbigNo: '12345',
      philHealthNo: 'ABC',
      tinNo: '1234567890',
      email: 'not-an-email',
      employmentType: 9,
    }),
  );
  assert.equal(res.status, 400);
  const e = res.body.errors;
  assert.deepEqual(e['employeeId'], ['This field is required.']);
  assert.deepEqual(e['firstName'], ['This field is required.']);
  assert.deepEqual(e['birthDate'], ['Date cannot be in the future.']);
  assert.deepEqual(e['sssNo'], ['SSS number must have 10 digits, like 00-0000000-0.']);
  assert.deepEqual(e['pagIbigNo'], ['PAG-IBIG (HDMF MID) number must have 12 digits, like 0000-0000-0000.']);
  assert.deepEqual(e['philHealthNo'], ['PhilHealth number must have 12 digits, like 00-000000000-0.']);
  assert.deepEqual(e['tinNo'], ['TIN must have 9 or 12 digits, like 000-000-000 or 000-000-000-000.']);
  assert.deepEqual(e['email'], ['Invalid email address.']);
  assert.deepEqual(e['employmentType'], ['Choose an employment type from the list.']);
  const long = await hr.post<Errors>('/api/isd/hr/Employees', employeeBody({ lastName: 'x'.repeat(101) }));
  assert.deepEqual(long.body.errors['lastName'], ['String length should be between 1 and 100 characters.']);
  // Cross-field rules answer once the fields themselves are valid.
  const order = await hr.post<Errors>('/api/isd/hr/Employees', employeeBody({ dateRegularized: '2010-01-01' }));
  assert.deepEqual(order.body.errors['dateRegularized'], ['This date cannot be before the date hired.']);
  const separated = await hr.post<Errors>(
    '/api/isd/hr/Employees',
    employeeBody({ employeeStatus: 4, dateSeparated: null }),
  );
  assert.deepEqual(separated.body.errors['dateSeparated'], ['This field is required.']);
  const afterList = await hr.get<{ total: number }>('/api/isd/hr/Employees');
  assert.equal(afterList.body.total, before.body.total);
});

test('a duplicate employee ID (any letter case) or biometric ID answers 409', async () => {
  const first = await hr.post<Employee>(
    '/api/isd/hr/Employees',
    employeeBody({ employeeId: 'DUP-1', biometricUserId: '7001' }),
  );
  assert.equal(first.status, 201);
  const dup = await hr.post<Errors>('/api/isd/hr/Employees', employeeBody({ employeeId: 'dup-1' }));
  assert.equal(dup.status, 409);
  assert.deepEqual(dup.body.errors['employeeId'], ['This employee ID is already used by another employee.']);
  const bio = await hr.post<Errors>('/api/isd/hr/Employees', employeeBody({ biometricUserId: '7001' }));
  assert.equal(bio.status, 409);
  assert.deepEqual(bio.body.errors['biometricUserId'], ['This biometric user ID is already used by another employee.']);
  // Renaming another employee onto a used ID is refused too.
  const other = await hr.post<Employee>('/api/isd/hr/Employees', employeeBody());
  const clash = await hr.put<Errors>(`/api/isd/hr/Employees/${other.body.id}`, employeeBody({ employeeId: 'DUP-1' }));
  assert.equal(clash.status, 409);
});

test('list: paged, searched by name or employee ID prefix, filtered by department, status and type', async () => {
  const tsd = await t.running.database.db
    .selectFrom('departments')
    .select('id')
    .where('code', '=', 'TSD')
    .executeTakeFirstOrThrow();
  await hr.post(
    '/api/isd/hr/Employees',
    employeeBody({
      employeeId: 'LS-100',
      firstName: 'Rowena',
      lastName: 'Magbanua',
      departmentId: tsd.id,
      employmentType: 2,
    }),
  );
  await hr.post(
    '/api/isd/hr/Employees',
    employeeBody({
      employeeId: 'LS-101',
      firstName: 'Rogelio',
      lastName: 'Magbanua',
      departmentId: tsd.id,
      employeeStatus: 2,
    }),
  );
  await hr.post('/api/isd/hr/Employees', employeeBody({ employeeId: 'LS-102', firstName: 'Ana', lastName: 'Samonte' }));

  const byName = await hr.get<{ data: Employee[]; total: number }>('/api/isd/hr/Employees', {
    query: { search: 'magb' },
  });
  assert.equal(byName.body.total, 2);
  assert.deepEqual(
    byName.body.data.map((e) => e.firstName),
    ['Rogelio', 'Rowena'],
  );
  const fullName = await hr.get<{ data: Employee[]; total: number }>('/api/isd/hr/Employees', {
    query: { search: 'rowena magbanua' },
  });
  assert.deepEqual(
    fullName.body.data.map((e) => e.employeeId),
    ['LS-100'],
  );
  const byId = await hr.get<{ data: Employee[]; total: number }>('/api/isd/hr/Employees', {
    query: { search: 'ls-10' },
  });
  assert.equal(byId.body.total, 3);
  const wildcard = await hr.get<{ total: number }>('/api/isd/hr/Employees', { query: { search: '%' } });
  assert.equal(wildcard.body.total, 0);
  const dept = await hr.get<{ data: Employee[]; total: number }>('/api/isd/hr/Employees', {
    query: { departmentId: tsd.id },
  });
  assert.equal(dept.body.total, 2);
  const suspended = await hr.get<{ data: Employee[] }>('/api/isd/hr/Employees', {
    query: { employeeStatus: 2, search: 'ls-' },
  });
  assert.deepEqual(
    suspended.body.data.map((e) => e.employeeId),
    ['LS-101'],
  );
  const casual = await hr.get<{ data: Employee[] }>('/api/isd/hr/Employees', {
    query: { employmentType: 2, search: 'ls-' },
  });
  assert.deepEqual(
    casual.body.data.map((e) => e.employeeId),
    ['LS-100'],
  );
  const page2 = await hr.get<{ data: Employee[]; total: number }>('/api/isd/hr/Employees', {
    query: { search: 'ls-', page: 2, itemsPerPage: 2 },
  });
  assert.equal(page2.body.total, 3);
  assert.equal(page2.body.data.length, 1);
  // Payroll and leave staff read; they cannot write.
  assert.equal((await payroll.get('/api/isd/hr/Employees')).status, 200);
  assert.equal((await payroll.post('/api/isd/hr/Employees', employeeBody())).status, 403);
});

test('the list query uses the indexes of 0100_hr.sql', async () => {
  const { sql } = await import('kysely');
  const db = t.running.database.db;
  await sql`SET enable_seqscan = off`.execute(db);
  try {
    const plan = await sql<{
      'QUERY PLAN': string;
    }>`EXPLAIN SELECT id FROM employees WHERE lower(last_name) LIKE 'magb%' OR lower(first_name) LIKE 'magb%' OR lower(employee_id) LIKE 'magb%'`.execute(
      db,
    );
    const text = plan.rows.map((r) => r['QUERY PLAN']).join('\n');
    assert.match(text, /employees_last_name_prefix/);
    assert.match(text, /employees_employee_id_prefix/);
  } finally {
    await sql`SET enable_seqscan = on`.execute(db);
  }
});

test('update keeps who, when and old/new values as the record history, readable by HR only', async () => {
  const created = await hr.post<Employee>(
    '/api/isd/hr/Employees',
    employeeBody({ employeeId: 'AUD-1', lastName: 'Audit', position: 'Lineman' }),
  );
  const res = await hr.put<Employee>(
    `/api/isd/hr/Employees/${created.body.id}`,
    employeeBody({ employeeId: 'AUD-1', lastName: 'Audit', position: 'Lineman Foreman', tinNo: '123-456-789-000' }),
  );
  assert.equal(res.status, 200, JSON.stringify(res.body));
  assert.equal(res.body.position, 'Lineman Foreman');
  const history = await hr.get<
    {
      action: string;
      actorName: string;
      oldValues: Record<string, unknown> | null;
      newValues: Record<string, unknown> | null;
    }[]
  >(`/api/v2/audit/employee/${created.body.id}`);
  assert.equal(history.status, 200);
  assert.deepEqual(
    history.body.map((h) => h.action),
    ['created', 'updated'],
  );
  const upd = history.body[1]!;
  assert.deepEqual(upd.oldValues, { position: 'Lineman', tinNo: '123-456-789' });
  assert.deepEqual(upd.newValues, { position: 'Lineman Foreman', tinNo: '123-456-789-000' });
  assert.match(upd.actorName, /Test User/);
  assert.equal((await payroll.get(`/api/v2/audit/employee/${created.body.id}`)).status, 403);
  const missing = await hr.put(`/api/isd/hr/Employees/999999`, employeeBody());
  assert.equal(missing.status, 404);
});

test("linking a user account shows that person's numbers in 'Your Account'; one employee per user (409)", async () => {
  const person = await t.userWithRoles([]);
  const linkable = await hr.get<{ id: number }[]>('/api/v2/isd/hr/linkable-users', { query: { search: 'test user' } });
  assert.ok(linkable.body.some((u) => u.id === person.userId));
  const empty = await person.get<Record<string, unknown>>('/api/v2/user/dashboard');
  assert.equal(empty.body['employeeId'], null);
  const created = await hr.post<Employee>(
    '/api/isd/hr/Employees',
    employeeBody({ employeeId: 'LINK-1', userId: person.userId }),
  );
  assert.equal(created.status, 201);
  assert.equal(created.body.userId, person.userId);
  const mine = await person.get<Record<string, unknown>>('/api/v2/user/dashboard');
  assert.deepEqual(mine.body, {
    employeeId: 'LINK-1',
    sssNo: '34-1234567-8',
    pagIbigNo: '1212-3456-7890',
    philHealthNo: '12-123456789-0',
    hmoNo: 'MAXI-0001',
    tinNo: '123-456-789',
  });
  const afterLink = await hr.get<{ id: number }[]>('/api/v2/isd/hr/linkable-users', { query: { search: 'test user' } });
  assert.ok(!afterLink.body.some((u) => u.id === person.userId), 'a linked account is no longer offered');
  const own = await hr.get<{ id: number }[]>('/api/v2/isd/hr/linkable-users', {
    query: { forEmployee: created.body.id, search: 'test user' },
  });
  assert.ok(
    own.body.some((u) => u.id === person.userId),
    'except to its own employee',
  );
  const twice = await hr.post<Errors>('/api/isd/hr/Employees', employeeBody({ userId: person.userId }));
  assert.equal(twice.status, 409);
  assert.deepEqual(twice.body.errors['userId'], ['This user account is already linked to another employee.']);
});

test('access: anonymous 401, no role 403; the picker list is open to any signed-in user', async () => {
  assert.equal((await t.anonymous().get('/api/isd/hr/Employees')).status, 401);
  assert.equal((await nobody.get('/api/isd/hr/Employees')).status, 403);
  assert.equal((await nobody.post('/api/isd/hr/Employees', employeeBody())).status, 403);
  const options = await nobody.get<{ employeeId: string; fullName: string; employeeStatus: number }[]>(
    '/api/options/employees',
    { query: { search: 'ls-' } },
  );
  assert.equal(options.status, 200);
  assert.deepEqual(
    options.body.map((o) => o.employeeId),
    ['LS-100', 'LS-102'],
  );
  const all = await nobody.get<{ employeeId: string }[]>('/api/options/employees', {
    query: { search: 'ls-', includeInactive: 'true' },
  });
  assert.equal(all.body.length, 3);
  assert.equal((await t.anonymous().get('/api/options/employees')).status, 401);
});
