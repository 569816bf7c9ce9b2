// Server-side sorting of lists: the column the query names first, the list's own order as the
// tie-break, and an unknown column refused in the error contract.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { listUsersEndpoint } from '@ilaw/contracts/admin/users/list-users';
import { exportEmployeesEndpoint } from '@ilaw/contracts/hr/employees/export-employees';
import { listEmployeesEndpoint } from '@ilaw/contracts/hr/employees/list-employees';
import ExcelJS from 'exceljs';
import { XLSX_TYPE } from '../../src/platform/files/file-store.ts';
import { contractUrl } from '../support/contract-client.ts';
import { newDepartment, newEmployee } from '../support/fixtures.ts';
import { createTestApp, type TestApp, type TestClient } from '../support/test-app.ts';

let t: TestApp;
let hr: TestClient;
let admin: TestClient;

before(async () => {
  t = await createTestApp();
  hr = await t.userWithRoles(['Employee']);
  admin = await t.userWithRoles(['Admin']);
});
after(async () => t.close());

test('employees sort by date hired either way, nulls last, ties by name', async () => {
  const department = await newDepartment(admin, 'Sorting Department');
  for (const [lastName, dateHired] of [
    ['Bautista', '2019-03-01'],
    ['Abad', '2010-07-15'],
    ['Cruz', '2019-03-01'],
  ] as const) {
    await newEmployee(hr, { lastName, dateHired, departmentId: department.id });
  }
  const query = { departmentId: department.id, employeeStatus: 1 };
  const asc = await hr.call(listEmployeesEndpoint, { query: { ...query, sort: 'dateHired' } });
  assert.deepEqual(
    asc.data.map((e) => e.lastName),
    ['Abad', 'Bautista', 'Cruz'],
  );
  const desc = await hr.call(listEmployeesEndpoint, { query: { ...query, sort: 'dateHired', order: 'desc' } });
  assert.deepEqual(
    desc.data.map((e) => e.lastName),
    ['Bautista', 'Cruz', 'Abad'],
  );
  const byName = await hr.call(listEmployeesEndpoint, { query: { ...query, sort: 'name', order: 'desc' } });
  assert.deepEqual(
    byName.data.map((e) => e.lastName),
    ['Cruz', 'Bautista', 'Abad'],
  );
});

test('an unknown sort column or order is refused with a 400 naming the field', async () => {
  const res = await hr.send(listEmployeesEndpoint, {
    query: { sort: 'salary' as 'name' },
  });
  assert.equal(res.status, 400);
  assert.deepEqual((res.body as { errors: Record<string, string[]> }).errors['sort'], ['Unknown sort column.']);
  const order = await admin.send(listUsersEndpoint, { query: { sort: 'username', order: 'down' as 'asc' } });
  assert.equal(order.status, 400);
  assert.deepEqual((order.body as { errors: Record<string, string[]> }).errors['order'], [
    'Order must be asc or desc.',
  ]);
});

test('users sort by username descending', async () => {
  const page = await admin.call(listUsersEndpoint, { query: { sort: 'username', order: 'desc', itemsPerPage: 500 } });
  const names = page.data.map((u) => u.username.toLowerCase());
  assert.deepEqual(names, [...names].sort().reverse());
});

test('Export to Excel holds the rows of the current filter in the current sort, as a real workbook', async () => {
  const department = await newDepartment(admin, 'Export Department');
  for (const [lastName, dateHired] of [
    ['Dizon', '2018-01-02'],
    ['=HYPERLINK("x")', '2012-05-06'],
    ['Estrada', '2020-09-10'],
  ] as const) {
    await newEmployee(hr, { lastName, dateHired, departmentId: department.id });
  }
  const url = contractUrl(exportEmployeesEndpoint, undefined, {
    departmentId: department.id,
    sort: 'dateHired',
    order: 'desc',
  });
  const res = await hr.get(url);
  assert.equal(res.status, 200);
  assert.equal(res.headers['content-type'], XLSX_TYPE);
  assert.match(String(res.headers['content-disposition']), /filename="Employees \d{4}-\d{2}-\d{2}\.xlsx"/);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(res.raw as unknown as ArrayBuffer);
  const ws = wb.worksheets[0]!;
  assert.equal(ws.getCell('A1').value, 'Employee ID');
  assert.equal(ws.getCell('B1').value, 'Last name');
  assert.equal(ws.rowCount, 4);
  assert.deepEqual(
    [2, 3, 4].map((r) => ws.getCell(`B${r}`).value),
    ['Estrada', 'Dizon', `'=HYPERLINK("x")`],
  );
  // Dates are date cells, not text.
  assert.ok(ws.getCell('J2').value instanceof Date);
  // The export refuses the roles the list refuses.
  const billing = await t.userWithRoles(['BillingReport']);
  assert.equal((await billing.get(url)).status, 403);
});
