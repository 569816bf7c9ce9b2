// Leave in the browser: HR posts a month's credits, an employee files a half-day application
// from their own ledger, HR approves it, and the employee's ledger shows the Used line and the
// balance the API computes; the employee withdraws a pending application and HR reverses the
// approved one (the balance comes back); the opening-balance import reports a bad row with its reason.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createEmployeeEndpoint } from '@ilaw/contracts/hr/employees/create-employee';
import { createFiscalYearEndpoint } from '@ilaw/contracts/reference/fiscal-years';
import { MONTH_NAMES, todayInManila } from '@ilaw/contracts/format';
import { lastEndedMonth } from '@ilaw/contracts/leave/monthly-credits/monthly-credit';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { SignInPage } from '../pages/sign-in.page.ts';
import { ShellPage } from '../pages/shell.page.ts';
import { ApiSession, TEST_PASSWORD, createUserWithRoles } from '../support/api.ts';
import { usePortal } from '../support/fixture.ts';
import { ADMIN_PASSWORD, ADMIN_USERNAME } from '../support/server.ts';
import {
  ImportOpeningBalancePage,
  LeaveTransactionsPage,
  MonthlyEarnedPage,
  MyLeaveLedgerPage,
} from './pages/leave.page.ts';

const portal = usePortal();

async function signIn(username: string, password: string): Promise<Page> {
  const page = await portal.newPage();
  const signInPage = new SignInPage(page);
  await signInPage.goto();
  await signInPage.signIn(username, password);
  await new ShellPage(page).waitForDashboard();
  return page;
}

/**
 * A fiscal year of its own (a shared database may already hold this year's postings) whose dates
 * are a past year's: only a month that has ended can be credited. The API adds a year only under a
 * label not yet past, so the label is a free later year; `year` is the year of its dates.
 */
async function ownFiscalYear(admin: ApiSession): Promise<{ id: number; year: number; name: string }> {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const label = 2040 + Math.floor(Math.random() * 60);
    const year = 2001 + Math.floor(Math.random() * 20);
    try {
      const fy = await admin.call(createFiscalYearEndpoint, {
        body: {
          year: label,
          startDate: `${year}-01-01`,
          endDate: `${year}-12-31`,
          isActive: false,
        },
      });
      return { id: fy.id, year, name: fy.name };
    } catch {
      // Taken by an earlier run: try another year.
    }
  }
  throw new Error('No free fiscal year for the test.');
}

test('HR posts monthly credits, an employee files a half day, HR approves, the ledger shows Used and the balance', async () => {
  const admin = await ApiSession.signIn(portal.baseUrl, ADMIN_USERNAME, ADMIN_PASSWORD);
  const hrUser = await createUserWithRoles(portal.baseUrl, ['LeaveLedger', 'Employee'], 'e2e.leavehr');
  const hrApi = await ApiSession.signIn(portal.baseUrl, hrUser.username, hrUser.password);
  const staff = await createUserWithRoles(portal.baseUrl, [], 'e2e.leave');
  const code = `LV-${Date.now().toString(36)}`;
  const employee = await hrApi.call(createEmployeeEndpoint, {
    body: {
      employeeId: code,
      firstName: 'Liza',
      lastName: 'Lacson',
      employmentType: 1,
      dateHired: '2000-01-01',
      userId: staff.id,
    },
  });
  const fy = await ownFiscalYear(admin);

  const hr = await signIn(hrUser.username, hrUser.password);
  const monthly = new MonthlyEarnedPage(hr);
  await monthly.goto();
  // The form proposes the last month that has ended, and asks before posting, naming the month and the count.
  const last = lastEndedMonth(todayInManila());
  assert.equal(await monthly.proposed(), `${MONTH_NAMES[last.month - 1]} ${last.year}`);
  await monthly.post('January', fy.year);
  assert.match(
    await monthly.confirm(),
    new RegExp(`Post the leave credits of January ${fy.year} to [\\d,]+ employees?\\?`),
  );
  await monthly.postedRow(`January ${fy.year}`).waitFor();
  // Posting the same month again is refused, with the reason on the form.
  await monthly.post('January', fy.year);
  await hr.getByText(`The leave credits of January ${fy.year} have already been posted.`).waitFor();

  const me = await signIn(staff.username, TEST_PASSWORD);
  const ledger = new MyLeaveLedgerPage(me);
  await ledger.goto(fy.id);
  await ledger.balance('VL').and(me.locator('[data-balance="1.25"]')).waitFor();
  const day = `${fy.year}-02-02`;
  await ledger.fileHalfDay('VL - Vacation Leave', day, 'Bank errand');
  await ledger.application('Pending').waitFor();
  assert.match((await ledger.application('Pending').textContent()) ?? '', /VL.*0\.5.*Bank errand/);

  const tx = new LeaveTransactionsPage(hr);
  await tx.goto();
  await tx.approve(code, day, 'Enjoy');
  await hr.getByText('The application was approved.').waitFor();

  await ledger.goto(fy.id);
  // 1.25 earned - 0.5 used, exactly as the API's ledger says.
  await ledger.balance('VL').and(me.locator('[data-balance="0.75"]')).waitFor();
  const used = ledger.ledgerRow('Used');
  await used.waitFor();
  assert.match((await used.textContent()) ?? '', /VL.*Used.*Posted.*0\.5.*0\.75/);
  await ledger.application('Approved').waitFor();

  // HR sees the same on the employee page's Leave Ledger tab.
  await hr.goto(`/isd/hr/employees/${employee.id}`);
  await hr.getByRole('tab', { name: 'Leave Ledger' }).click();
  await hr.getByRole('combobox', { name: 'Fiscal year' }).click();
  await hr.getByRole('option', { name: fy.name }).click();
  await hr.locator('[aria-label="Balances"] [data-type="VL"] h6[data-balance="0.75"]').waitFor();

  // The employee files another day and withdraws it while it is pending.
  const day2 = `${fy.year}-02-03`;
  await ledger.goto(fy.id);
  await ledger.fileHalfDay('VL - Vacation Leave', day2, 'Dentist');
  await ledger.withdraw(day2, 'Dentist moved the appointment');
  await me.getByText('Your leave application was withdrawn.').waitFor();
  await ledger.application('Dentist moved the appointment').and(me.locator(':has-text("Cancelled")')).waitFor();
  // Only a pending application offers Withdraw: the approved one is HR's to reverse.
  assert.equal(await me.getByRole('button', { name: /^Withdraw application from/ }).count(), 0);

  // HR reverses the approved half day: reversing lines are posted and the balance is whole again.
  await tx.goto(1);
  await tx.reverse(code, day, 'Reported for work after all');
  await hr.getByText('The leave was reversed; the days are back on the ledger.').waitFor();
  await tx.goto('all');
  await tx.application('Reported for work after all').and(hr.locator(':has-text("Cancelled")')).waitFor();
  await ledger.goto(fy.id);
  await ledger.balance('VL').and(me.locator('[data-balance="1.25"]')).waitFor();
  const reversal = ledger.ledgerRow('Reversal of');
  await reversal.waitFor();
  assert.match((await reversal.textContent()) ?? '', /VL.*Used.*Posted.*-0\.5.*1\.25/);

  // HR files for the employee: without an employee the dialog says so and sends nothing.
  await tx.goto();
  const dialog = await tx.openFileForEmployee();
  await tx.fillHalfDay(dialog, 'VL - Vacation Leave', `${fy.year}-02-05`, 'Filed by HR for the employee');
  await dialog.getByRole('button', { name: 'File' }).click();
  await dialog.getByText('This field is required.').waitFor();
  assert.equal(await tx.application('Filed by HR for the employee').count(), 0);
  await tx.pickEmployee(dialog, code);
  await dialog.getByRole('button', { name: 'File' }).click();
  await dialog.waitFor({ state: 'detached' });
  await tx.application('Filed by HR for the employee').and(hr.locator(':has-text("Pending")')).waitFor();
});

test('opening balance import posts the good row and reports the bad one with its reason', async () => {
  const hrUser = await createUserWithRoles(portal.baseUrl, ['LeaveLedger', 'Employee'], 'e2e.leavehr');
  const hrApi = await ApiSession.signIn(portal.baseUrl, hrUser.username, hrUser.password);
  const code = `OB-${Date.now().toString(36)}`;
  await hrApi.call(createEmployeeEndpoint, {
    body: {
      employeeId: code,
      firstName: 'Olga',
      lastName: 'Ocampo',
      employmentType: 1,
      dateHired: '2015-01-01',
    },
  });
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Opening Balances');
  ws.addRow(['Employee ID', 'Employee Name', 'Leave Type', 'Days']);
  ws.addRow([code, 'Ocampo, Olga', 'VL', 12.5]);
  ws.addRow(['NOBODY-9', '', 'SL', 3]);
  const buffer = Buffer.from(await wb.xlsx.writeBuffer());

  const hr = await signIn(hrUser.username, hrUser.password);
  const importPage = new ImportOpeningBalancePage(hr);
  await importPage.goto();
  await importPage.import({ name: 'opening.xlsx', buffer });
  assert.match(
    (await importPage.report().textContent()) ?? '',
    /opening\.xlsx: 1 posted, 1 with errors\. Good rows were posted; rows with errors posted nothing/,
  );
  assert.match(
    (await importPage.row(3).textContent()) ?? '',
    /Employee ID.*NOBODY-9.*No employee has the ID 'NOBODY-9'\./,
  );
  // Importing it again posts nothing twice.
  await hr.getByRole('button', { name: 'Close' }).click();
  await importPage.import({ name: 'opening.xlsx', buffer });
  assert.match(
    (await importPage.report().textContent()) ?? '',
    /0 posted, 1 already recorded \(unchanged\), 1 with errors/,
  );
});
