// The leave and employee screens on a phone (390 px, issue 11, item 13): the employee reads their
// ledger and files leave, HR reads an employee's record tabs and Leave Transactions, and nothing
// makes the page scroll sideways.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createEmployeeEndpoint } from '@ilaw/contracts/hr/employees/create-employee';
import { fileMyLeaveApplicationEndpoint } from '@ilaw/contracts/leave/leave-applications/file-my-leave-application';
import { leaveTypeOptionsEndpoint } from '@ilaw/contracts/leave/leave-types/list-leave-type-options';
import type { Page } from 'playwright-core';
import { SignInPage } from '../pages/sign-in.page.ts';
import { ShellPage } from '../pages/shell.page.ts';
import { ApiSession, TEST_PASSWORD, createUserWithRoles } from '../support/api.ts';
import { usePortal } from '../support/fixture.ts';
import { assertNoSidewaysScroll } from '../support/phone.ts';

const portal = usePortal();

async function onPhone(username: string, password: string): Promise<Page> {
  const page = await portal.newPhonePage();
  const signIn = new SignInPage(page);
  await signIn.goto();
  await signIn.signIn(username, password);
  await new ShellPage(page).waitForDashboard();
  return page;
}

/**
 * Nothing sticks out past the phone's right edge: the page does not scroll sideways, and no button,
 * field or heading of the screen is cut (a cut one hides behind the edge without a scrollbar).
 */
test('on a phone (390 px) the leave ledger, the leave form, the employee record and form, and the HR leave screens fit', async () => {
  const hrUser = await createUserWithRoles(portal.baseUrl, ['LeaveLedger', 'Employee'], 'e2e.lphr');
  const hrApi = await ApiSession.signIn(portal.baseUrl, hrUser.username, hrUser.password);
  const staff = await createUserWithRoles(portal.baseUrl, [], 'e2e.lp');
  const staffApi = await ApiSession.signIn(portal.baseUrl, staff.username, TEST_PASSWORD);
  const code = `LP-${Date.now().toString(36)}`;
  const employee = await hrApi.call(createEmployeeEndpoint, {
    body: {
      employeeId: code,
      firstName: 'Teresita',
      lastName: 'Maglalang-Dimaculangan',
      position: 'Senior Customer Service Representative',
      employmentType: 1,
      dateHired: '2000-01-01',
      userId: staff.id,
    },
  });
  const vl = (await hrApi.call(leaveTypeOptionsEndpoint)).find((t) => t.code === 'VL');
  assert.ok(vl);
  const year = new Date().getFullYear();
  await staffApi.call(fileMyLeaveApplicationEndpoint, {
    body: {
      leaveTypeId: vl.id,
      dateFrom: `${year}-01-19`,
      dateTo: `${year}-01-21`,
      days: '3',
      reason: 'Accompanying my mother to her check-up at the provincial hospital',
    },
  });

  // The employee: their ledger and the leave form.
  const me = await onPhone(staff.username, TEST_PASSWORD);
  await me.goto('/user/leave-ledger');
  await me.getByRole('heading', { name: 'Leave Ledger' }).waitFor();
  await me.getByRole('list', { name: 'My applications' }).getByRole('listitem').first().waitFor();
  await assertNoSidewaysScroll(me, 'own leave ledger');
  await me.getByRole('button', { name: 'File leave' }).click();
  const dialog = me.getByRole('dialog', { name: 'File a leave application' });
  await dialog.waitFor();
  for (const label of ['From', 'Reason']) {
    const box = await dialog.getByLabel(label).first().boundingBox();
    assert.ok(box !== null && box.x >= 0 && box.x + box.width <= 390, `the ${label} field is on the screen`);
  }
  const file = await dialog.getByRole('button', { name: 'File' }).boundingBox();
  assert.ok(file !== null && file.x + file.width <= 390, 'the File button is on the screen');
  await assertNoSidewaysScroll(me, 'leave form');
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // HR: the employee's record, tab by tab, and Leave Transactions.
  const hr = await onPhone(hrUser.username, hrUser.password);
  for (const tab of ['Family', 'Employment History', 'Salary History', 'Leave Ledger', 'Biometric Logs']) {
    await hr.goto(`/isd/hr/employees/${employee.id}?tab=${encodeURIComponent(tab)}`);
    await hr.getByRole('tab', { name: tab, selected: true }).waitFor();
    await hr.waitForLoadState('networkidle');
    await assertNoSidewaysScroll(hr, `employee record, ${tab}`);
  }
  await hr.goto(`/isd/hr/employee-leaves/transactions?employeeId=${employee.id}`);
  await hr.getByRole('list', { name: 'Leave applications' }).getByRole('listitem').first().waitFor();
  await assertNoSidewaysScroll(hr, 'Leave Transactions');
  for (const [path, heading] of [
    ['/isd/hr/employees/form', 'New employee'],
    ['/isd/hr/leave-management', 'Employee Leaves'],
    ['/isd/hr/monthly-earned-leaves', 'Monthly Earned Leave'],
    ['/isd/hr/without-pay-summary', 'Without Pay Summary'],
  ] as const) {
    await hr.goto(path);
    await hr.getByRole('heading', { level: 1, name: heading }).waitFor();
    await hr.waitForLoadState('networkidle');
    await assertNoSidewaysScroll(hr, heading);
  }
});
