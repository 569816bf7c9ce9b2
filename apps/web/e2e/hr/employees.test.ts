import assert from 'node:assert/strict';
import { test } from 'node:test';
import { formatPeso } from '@ilaw/contracts/format';
import { createEmployeeEndpoint } from '@ilaw/contracts/hr/employees/create-employee';
import ExcelJS from 'exceljs';
import { avatarPng } from '../../../api/src/modules/hr/demo/avatar.ts';
import { SignInPage } from '../pages/sign-in.page.ts';
import { ShellPage } from '../pages/shell.page.ts';
import { ApiSession, createUserWithRoles } from '../support/api.ts';
import { usePortal } from '../support/fixture.ts';
import { newDepartment, newEmployee, uniqueTag } from '../../../api/test/support/fixtures.ts';
import { EmployeeListPage, EmployeePages, SalariesPage } from './pages/employees.page.ts';

const portal = usePortal();

async function signedInHr() {
  const user = await createUserWithRoles(portal.baseUrl, ['Employee'], 'e2e.hr');
  const page = await portal.newPage();
  const signIn = new SignInPage(page);
  await signIn.goto();
  await signIn.signIn(user.username, user.password);
  await new ShellPage(page).waitForDashboard();
  return { page, user };
}

test('HR creates an employee (the form shows the shared validation) and uploads a photo', async () => {
  const { page } = await signedInHr();
  const hr = new EmployeePages(page);
  await hr.openNewForm();
  const code = `E2E-${Date.now().toString(36)}`;
  await hr.fill({
    employeeId: code,
    lastName: 'Magbanua',
    firstName: 'Rowena',
    dateHired: '2019-06-01',
    sssNo: '12-34',
  });
  await hr.submitCreate();
  // Client-side message, the same text the server gives.
  await page.getByText('SSS number must have 10 digits, like 00-0000000-0.').waitFor();
  await hr.fill({ sssNo: '3412345678' });
  await hr.submitCreate();
  await hr.waitForProfile('Magbanua, Rowena');
  assert.equal((await page.locator('[data-field="SSS"]').textContent())?.trim(), '34-1234567-8');
  await hr.uploadPhoto({ name: 'rowena.png', mimeType: 'image/png', buffer: avatarPng('RM', 'e2e', 64) });
  const img = page.locator('img[alt^="Photo of Rowena"]').first();
  await img.waitFor();
  assert.match((await img.getAttribute('src')) ?? '', /\/api\/isd\/hr\/Employees\/\d+\/image/);
  // The avatar's <img> is in the page before its bytes arrive: wait for it to load, then it is 64 px.
  await page.waitForFunction(() => {
    const el = document.querySelector<HTMLImageElement>('img[alt^="Photo of Rowena"]');
    return el !== null && el.complete && el.naturalWidth > 0;
  });
  assert.equal(await img.evaluate((el) => (el as HTMLImageElement).naturalWidth), 64);
  // The profile's dialogs: a family member (the name is required first) and a salary.
  await page.getByRole('button', { name: 'Add family member' }).click();
  const family = page.getByRole('dialog', { name: 'Add family member' });
  await family.getByRole('button', { name: 'Save' }).click();
  await family.locator('.Mui-error').first().waitFor();
  assert.equal((await hr.fieldError('fullName').textContent())?.trim(), 'This field is required.');
  await family.locator('input[name="fullName"]').fill('Magbanua, Lito');
  await family.locator('input[name="birthDate"]').fill('2015-03-09');
  await family.getByRole('button', { name: 'Save' }).click();
  await family.waitFor({ state: 'detached' });
  await page.getByRole('cell', { name: 'Magbanua, Lito', exact: true }).waitFor();
  await hr.addInDialog('Salary History', 'Add salary', 'Add salary', { amount: '25000', effectiveDate: '2024-01-01' });
  await page.getByRole('cell', { name: formatPeso('25000'), exact: true }).waitFor();
  // The list shows the thumbnail too.
  await page.goto('/isd/hr/employees');
  await page.getByLabel('Search').fill(code);
  await page.getByRole('link', { name: code }).waitFor();
  await page.locator('img[alt^="Photo of Rowena"]').first().waitFor();
});

test('HR imports the salary template and sees the per-row results', async () => {
  const { page, user } = await signedInHr();
  const api = await ApiSession.signIn(portal.baseUrl, user.username, user.password);
  const code = `SAL-${Date.now().toString(36)}`;
  await api.call(createEmployeeEndpoint, {
    body: {
      employeeId: code,
      firstName: 'Ben',
      lastName: 'Bautista',
      employmentType: 1,
      dateHired: '2018-01-01',
    },
  });
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Salaries');
  ws.addRow(['Employee ID', 'Employee Name', 'Salary Type', 'Amount', 'Effective Date', 'Remarks']);
  ws.addRow([code, 'Bautista, Ben', 'Monthly', 21000, '2024-01-01', 'Step increase']);
  ws.addRow(['NOBODY-1', '', 'Monthly', 21000, '2024-01-01', '']);
  const buffer = Buffer.from(await wb.xlsx.writeBuffer());
  const salaries = new SalariesPage(page);
  await salaries.goto();
  await salaries.import({ name: 'salaries.xlsx', buffer });
  assert.match(
    (await salaries.report().textContent()) ?? '',
    /salaries\.xlsx: 1 posted, 1 with errors\. Good rows were posted; rows with errors posted nothing: fix them/,
  );
  assert.match(
    (await salaries.errorRow(3).textContent()) ?? '',
    /Employee ID.*NOBODY-1.*No employee has the ID 'NOBODY-1'\./,
  );
  await page.getByLabel('Search').fill(code);
  // Scoped to this employee's row: a shared database may hold other imports of the same amount.
  await page.getByRole('row').filter({ hasText: code }).getByRole('cell', { name: '₱21,000.00' }).waitFor();
  // Importing the same file again posts nothing twice (it had a bad row, so it is checked again).
  await page.getByRole('button', { name: 'Close' }).click();
  await salaries.import({ name: 'salaries.xlsx', buffer });
  assert.match(
    (await salaries.report().textContent()) ?? '',
    /0 posted, 1 already recorded \(unchanged\), 1 with errors/,
  );
});

test('the employee list keeps its filters and page in the URL: reload stays, Back goes to the previous page', async () => {
  const { page, user } = await signedInHr();
  const hr = await ApiSession.signIn(portal.baseUrl, user.username, user.password);
  const department = await newDepartment(await ApiSession.admin(portal.baseUrl), 'Listing');
  // 17 employees of one department and one last name: 15 on page 1, 2 on page 2 (ordered by name).
  const lastName = `Listahan${uniqueTag()}`;
  const codes: string[] = [];
  for (let i = 1; i <= 17; i++) {
    const e = await newEmployee(hr, {
      lastName,
      firstName: `Person ${String(i).padStart(2, '0')}`,
      departmentId: department.id,
    });
    codes.push(e.employeeId);
  }
  const list = new EmployeeListPage(page);
  await list.goto();
  await list.filter('Department', department.code);
  await list.search(lastName);
  await page.waitForURL((u) => u.searchParams.get('search') === lastName);
  await list.row(codes[0]!).waitFor();
  await list.nextPage();
  await page.waitForURL((u) => u.searchParams.get('page') === '2');
  await list.row(codes[16]!).waitFor();

  await page.reload();
  await list.row(codes[15]!).waitFor();
  assert.equal(await list.row(codes[0]!).count(), 0);
  assert.equal(await list.searchBox().inputValue(), lastName);
  assert.equal(list.query().get('departmentId'), String(department.id));

  await page.goBack();
  await page.waitForURL((u) => !u.searchParams.has('page'));
  await list.row(codes[0]!).waitFor();
  assert.equal(await list.row(codes[16]!).count(), 0);
  assert.equal(list.query().get('search'), lastName);
  assert.equal(list.query().get('departmentId'), String(department.id));
});

test('a column header sorts the employee list on the server and the URL keeps the sort', async () => {
  const { page, user } = await signedInHr();
  const hr = await ApiSession.signIn(portal.baseUrl, user.username, user.password);
  const department = await newDepartment(await ApiSession.admin(portal.baseUrl), 'Sorting');
  const lastName = `Ayos${uniqueTag()}`;
  const older = await newEmployee(hr, {
    lastName,
    firstName: 'Zenaida',
    dateHired: '2001-02-03',
    departmentId: department.id,
  });
  const newer = await newEmployee(hr, {
    lastName,
    firstName: 'Amado',
    dateHired: '2021-02-03',
    departmentId: department.id,
  });
  const list = new EmployeeListPage(page);
  await list.goto();
  await list.search(lastName);
  await list.row(newer.employeeId).waitFor();
  await list.row(older.employeeId).waitFor();
  await list.waitForRowCount(2);
  // By name first: Amado before Zenaida.
  assert.deepEqual(await list.employeeIds(), [newer.employeeId, older.employeeId]);
  await list.sortBy('Date hired');
  await page.waitForURL((u) => u.searchParams.get('sort') === 'dateHired' && !u.searchParams.has('order'));
  await page.waitForFunction(
    (first) => document.querySelector('table tbody tr')?.textContent?.includes(first),
    older.employeeId,
  );
  await list.sortBy('Date hired');
  await page.waitForURL((u) => u.searchParams.get('order') === 'desc');
  await page.reload();
  await list.row(older.employeeId).waitFor();
  assert.deepEqual(await list.employeeIds(), [newer.employeeId, older.employeeId]);
  // Export to Excel gives the same rows in the same order.
  const [download] = await Promise.all([page.waitForEvent('download'), list.exportToExcel()]);
  assert.match(download.suggestedFilename(), /^Employees \d{4}-\d{2}-\d{2}\.xlsx$/);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile((await download.path())!);
  const ids = [2, 3].map((r) => wb.worksheets[0]!.getCell(`A${r}`).value);
  assert.deepEqual(ids, [newer.employeeId, older.employeeId]);
  // A click anywhere on the row opens the record.
  await list.row(older.employeeId).getByText('Zenaida', { exact: false }).click();
  await page.waitForURL((u) => u.pathname === `/isd/hr/employees/${older.id}`);
});

test('a user whose roles cannot read employees sees one plain no-access state naming the roles', async () => {
  const billing = await createUserWithRoles(portal.baseUrl, ['BillingReport'], 'e2e.nohr');
  const page = await portal.newPage();
  const signIn = new SignInPage(page);
  await signIn.goto();
  await signIn.signIn(billing.username, billing.password);
  await new ShellPage(page).waitForDashboard();
  await page.goto('/isd/hr/employees');
  await page.getByTestId('no-access').waitFor();
  assert.equal(
    (await page.getByTestId('no-access-roles').textContent())?.trim(),
    'To use it, ask the administrator for the Employee, Payroll or LeaveLedger role.',
  );
  assert.equal(await page.getByRole('button', { name: 'New employee' }).count(), 0);
  assert.equal(await page.getByRole('table', { name: 'Employees' }).count(), 0);
});

test('leaving the employee form with typed data asks first; Stay keeps it, Leave goes', async () => {
  const { page } = await signedInHr();
  const hr = new EmployeePages(page);
  // In-app navigation (the router's history), as a user moves between screens.
  await new EmployeeListPage(page).goto();
  await page.getByRole('link', { name: 'New employee' }).click();
  await page.getByRole('heading', { name: 'New employee' }).waitFor();
  await hr.fill({ lastName: 'Sinagtala' });
  await page.goBack();
  const prompt = page.getByRole('dialog', { name: 'Leave this page?' });
  await prompt.getByRole('button', { name: 'Stay' }).click();
  await prompt.waitFor({ state: 'hidden' });
  assert.equal(await page.locator('input[name="lastName"]').inputValue(), 'Sinagtala');
  assert.match(page.url(), /\/isd\/hr\/employees\/form$/);
  await page.goBack();
  await prompt.getByRole('button', { name: 'Leave' }).click();
  await page.waitForURL((u) => !u.pathname.endsWith('/form'));
  // A form with nothing typed leaves without asking.
  await page.getByRole('link', { name: 'New employee' }).click();
  await page.getByRole('heading', { name: 'New employee' }).waitFor();
  await page.goBack();
  await page.waitForURL((u) => !u.pathname.endsWith('/form'));
  assert.equal(await prompt.count(), 0);
});

test('printing the employee list uses the print pack: letterhead, filters, signatory, no screen controls', async () => {
  const { page, user } = await signedInHr();
  const list = new EmployeeListPage(page);
  await list.goto();
  await list.filter('Status', 'Active');
  await page.getByRole('table', { name: 'Employees' }).locator('tbody tr').first().waitFor();
  const info = (await (await fetch(`${portal.baseUrl}/api/v2/portal`)).json()) as { cooperative: { name: string } };
  // On screen the paper-only parts are hidden.
  assert.equal(await page.getByTestId('report-letterhead').isVisible(), false);
  await page.emulateMedia({ media: 'print' });
  try {
    const letterhead = page.getByTestId('report-letterhead');
    assert.equal(await letterhead.isVisible(), true);
    assert.match((await letterhead.textContent()) ?? '', new RegExp(info.cooperative.name.replace(/[.,]/g, '.')));
    assert.match((await page.getByTestId('report-filters').textContent()) ?? '', /Status: Active/);
    assert.match((await page.getByTestId('report-signatories').textContent()) ?? '', /Prepared by:/);
    assert.ok(((await page.getByTestId('report-signatories').textContent()) ?? '').includes(`Test ${user.username}`));
    // Nothing of the screen's controls reaches the paper.
    assert.equal(await page.getByText('Rows per page').isVisible(), false);
    assert.equal(await page.getByRole('button', { name: 'Export to Excel' }).isVisible(), false);
    assert.equal(await page.getByLabel('Search').isVisible(), false);
    assert.equal(await page.getByRole('table', { name: 'Employees' }).isVisible(), true);
  } finally {
    await page.emulateMedia({ media: 'screen' });
  }
});

test('on a phone (390 px) the employee list is one card per employee and a card opens the record', async () => {
  const user = await createUserWithRoles(portal.baseUrl, ['Employee'], 'e2e.phone');
  const hr = await ApiSession.signIn(portal.baseUrl, user.username, user.password);
  const lastName = `Telepono${uniqueTag()}`;
  const e = await newEmployee(hr, { lastName, firstName: 'Ligaya' });
  const page = await portal.newPhonePage();
  const signIn = new SignInPage(page);
  await signIn.goto();
  await signIn.signIn(user.username, user.password);
  await new ShellPage(page).waitForDashboard();
  await page.goto(`/isd/hr/employees?search=${encodeURIComponent(lastName)}`);
  const cards = page.getByRole('list', { name: 'Employees' }).getByRole('listitem');
  await cards.filter({ hasText: e.employeeId }).waitFor();
  assert.equal(await page.getByRole('table', { name: 'Employees' }).count(), 0);
  // Nothing is wider than the phone.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  assert.ok(overflow <= 0, `the page is ${overflow}px wider than the screen`);
  await cards.filter({ hasText: e.employeeId }).getByText('Date hired').click();
  await page.waitForURL((u) => u.pathname === `/isd/hr/employees/${e.id}`);
});
