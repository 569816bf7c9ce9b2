// Leave Transactions as a list staff hand on (issue 11, item 9): the headers sort on the server and
// the sort survives a reload, Export to Excel gives the rows of the filter in the same order, a tab
// change drops the other list's sort, and a click on a row opens its record.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createEmployeeEndpoint } from '@ilaw/contracts/hr/employees/create-employee';
import { decideLeaveApplicationEndpoint } from '@ilaw/contracts/leave/leave-applications/decide-leave-application';
import { fileMyLeaveApplicationEndpoint } from '@ilaw/contracts/leave/leave-applications/file-my-leave-application';
import { leaveTypeOptionsEndpoint } from '@ilaw/contracts/leave/leave-types/list-leave-type-options';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { SignInPage } from '../pages/sign-in.page.ts';
import { ShellPage } from '../pages/shell.page.ts';
import { ApiSession, TEST_PASSWORD, createUserWithRoles } from '../support/api.ts';
import { usePortal } from '../support/fixture.ts';

const portal = usePortal();

async function reasons(page: Page): Promise<string[]> {
  const cells = page.getByRole('table', { name: 'Leave applications' }).locator('tbody tr td:nth-child(6)');
  return (await cells.allTextContents()).map((t) => t.trim());
}

test('applications sort by a header, keep it on reload, export in that order, and a row opens Form 6', async () => {
  const hrUser = await createUserWithRoles(portal.baseUrl, ['LeaveLedger', 'Employee'], 'e2e.ltxhr');
  const hrApi = await ApiSession.signIn(portal.baseUrl, hrUser.username, hrUser.password);
  const staff = await createUserWithRoles(portal.baseUrl, [], 'e2e.ltx');
  const staffApi = await ApiSession.signIn(portal.baseUrl, staff.username, TEST_PASSWORD);
  const code = `LTX-${Date.now().toString(36)}`;
  const employee = await hrApi.call(createEmployeeEndpoint, {
    body: {
      employeeId: code,
      firstName: 'Nilo',
      lastName: 'Navarro',
      employmentType: 1,
      dateHired: '2000-01-01',
      userId: staff.id,
    },
  });
  const vl = (await hrApi.call(leaveTypeOptionsEndpoint)).find((t) => t.code === 'VL');
  assert.ok(vl);
  const file = (dateFrom: string, dateTo: string, days: string, reason: string) =>
    staffApi.call(fileMyLeaveApplicationEndpoint, { body: { leaveTypeId: vl.id, dateFrom, dateTo, days, reason } });
  // The active fiscal year's dates (any year the demo or another test opened would do as well).
  const year = new Date().getFullYear();
  const short = await file(`${year}-01-05`, `${year}-01-05`, '1', 'Short errand');
  const long = await file(`${year}-01-12`, `${year}-01-14`, '3', 'Long trip');
  await hrApi.call(decideLeaveApplicationEndpoint, { params: { id: long.id }, body: { approve: true } });

  const page = await portal.newPage();
  const signIn = new SignInPage(page);
  await signIn.goto();
  await signIn.signIn(hrUser.username, hrUser.password);
  await new ShellPage(page).waitForDashboard();
  await page.goto(`/isd/hr/employee-leaves/transactions?status=all&employeeId=${employee.id}`);
  const table = page.getByRole('table', { name: 'Leave applications' });
  await table.getByText('Long trip').waitFor();
  // Newest leave first by default.
  assert.deepEqual(await reasons(page), ['Long trip', 'Short errand']);
  await table.getByRole('button', { name: 'Days' }).click();
  await page.waitForURL((u) => u.searchParams.get('sort') === 'days');
  await page.waitForFunction(() =>
    document.querySelector('table[aria-label="Leave applications"] tbody tr')?.textContent?.includes('Short errand'),
  );
  await page.reload();
  await table.getByText('Long trip').waitFor();
  assert.deepEqual(await reasons(page), ['Short errand', 'Long trip']);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export to Excel' }).click(),
  ]);
  assert.match(download.suggestedFilename(), /^Leave applications \d{4}-\d{2}-\d{2}\.xlsx$/);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile((await download.path())!);
  const sheet = wb.worksheets[0]!;
  assert.deepEqual([sheet.getCell('G2').value, sheet.getCell('G3').value], ['Short errand', 'Long trip']);
  assert.equal(sheet.rowCount, 3);

  // The ledger tab: the applications' sort is not carried over; a line opens the employee's ledger.
  await page.getByRole('tab', { name: 'Ledger transactions' }).click();
  await page.waitForURL((u) => u.searchParams.get('view') === 'ledger' && !u.searchParams.has('sort'));
  const lines = page.getByRole('table', { name: 'Ledger transactions' });
  await lines.getByText('(application #', { exact: false }).first().click();
  await page.waitForURL(
    (u) => u.pathname === `/isd/hr/employees/${employee.id}` && u.searchParams.get('tab') === 'Leave Ledger',
  );

  // Back to the applications: a click on a row (not on its buttons) opens its Form 6.
  await page.goto(`/isd/hr/employee-leaves/transactions?status=all&employeeId=${employee.id}`);
  await table.getByText('Short errand').click();
  await page.waitForURL((u) => u.searchParams.get('form6') === String(short.id));
  await page.getByTestId('form-6').waitFor();
  await page.goBack();
  await table.getByText('Short errand').waitFor();
});
