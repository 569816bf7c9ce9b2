// My work and the approval chains in the browser (decision 014): an employee files leave; the HR
// officer sees it under My work on the dashboard and as a count on the menu, approves it there,
// and the count goes. The administrator puts a department-head step in front of the leave chain;
// the next application waits for that head first (HR sees nothing), who signs it from My work;
// then it is HR's. Nobody sees their own request waiting for them.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { myWorkEndpoint } from '@ilaw/contracts/approvals/my-work/get-my-work';
import { createUserEndpoint } from '@ilaw/contracts/admin/users/create-user';
import { changePasswordEndpoint } from '@ilaw/contracts/auth/change-password';
import { createEmployeeEndpoint } from '@ilaw/contracts/hr/employees/create-employee';
import { fileMyLeaveApplicationEndpoint } from '@ilaw/contracts/leave/leave-applications/file-my-leave-application';
import { leaveTypeOptionsEndpoint } from '@ilaw/contracts/leave/leave-types/list-leave-type-options';
import { listDepartmentsEndpoint } from '@ilaw/contracts/reference/departments/list-departments';
import type { Role } from '@ilaw/contracts/roles';
import type { Page } from 'playwright-core';
import { SignInPage } from '../pages/sign-in.page.ts';
import { ShellPage } from '../pages/shell.page.ts';
import { ApiSession, TEST_PASSWORD, createUserWithRoles, uniqueName } from '../support/api.ts';
import { usePortal } from '../support/fixture.ts';
import { ADMIN_PASSWORD, ADMIN_USERNAME } from '../support/server.ts';
import { MyWorkSection, SignatoriesAdminPage } from './pages/approvals.page.ts';

const portal = usePortal();

async function signIn(username: string, password: string): Promise<Page> {
  const page = await portal.newPage();
  const signInPage = new SignInPage(page);
  await signInPage.goto();
  await signInPage.signIn(username, password);
  await new ShellPage(page).waitForDashboard();
  return page;
}

async function userWithId(admin: ApiSession, roles: Role[], departmentId: number | null) {
  const username = uniqueName('e2e.work');
  const created = await admin.call(createUserEndpoint, {
    body: { username, fullName: `Work ${username}`, roles, departmentId },
  });
  const temporary = created.temporaryPassword;
  if (temporary === null) throw new Error('No temporary password.');
  const self = await ApiSession.signIn(portal.baseUrl, username, temporary);
  await self.call(changePasswordEndpoint, {
    body: { currentPassword: temporary, newPassword: TEST_PASSWORD, confirmPassword: TEST_PASSWORD },
  });
  return { id: created.user.id, username, api: self };
}

test('My work: HR sees a filed leave on the dashboard and the menu, approves it there; a department-head step comes first once the admin adds it', async () => {
  const admin = await ApiSession.signIn(portal.baseUrl, ADMIN_USERNAME, ADMIN_PASSWORD);
  const departments = await admin.call(listDepartmentsEndpoint);
  const isd = departments.find((d) => d.code === 'ISD')!.id;
  const hrUser = await createUserWithRoles(portal.baseUrl, ['LeaveLedger', 'Employee'], 'e2e.workhr');
  const hrApi = await ApiSession.signIn(portal.baseUrl, hrUser.username, hrUser.password);
  const staff = await userWithId(admin, [], isd);
  const head = await userWithId(admin, ['DepartmentDtrMonitoring'], isd);
  const code = `WK-${Date.now().toString(36)}`;
  await hrApi.call(createEmployeeEndpoint, {
    body: {
      employeeId: code,
      firstName: 'Wilma',
      lastName: 'Workman',
      employmentType: 1,
      dateHired: '2020-01-01',
      departmentId: isd,
      userId: staff.id,
    },
  });
  const vl = (await staff.api.call(leaveTypeOptionsEndpoint)).find((t) => t.code === 'VL')!;
  const year = new Date().getFullYear();
  const file = (day: string, reason: string) =>
    staff.api.call(fileMyLeaveApplicationEndpoint, {
      body: { leaveTypeId: vl.id, dateFrom: `${year}-${day}`, dateTo: `${year}-${day}`, days: '1', reason },
    });
  await file('03-03', 'Family reunion');

  // HR's dashboard lists it, and the menu counts what waits.
  const hr = await signIn(hrUser.username, hrUser.password);
  const work = new MyWorkSection(hr);
  await work.item('Leave application').waitFor();
  const before = (await hrApi.call(myWorkEndpoint)).total;
  assert.ok(before >= 1);
  await work
    .badge()
    .filter({ hasText: String(before) })
    .waitFor();
  await work.approvalRow(code).getByRole('cell', { name: '1: Approver' }).waitFor();
  // The line links to the filtered screen.
  assert.equal(
    await work.item('Leave application').getAttribute('href'),
    '/isd/hr/employee-leaves/transactions?status=0',
  );
  // The waiting application itself links to its CSC Form 6.
  assert.match(
    (await work.approvalRow(code).getByRole('link').getAttribute('href')) ?? '',
    /^\/isd\/hr\/employee-leaves\/transactions\?form6=\d+$/,
  );
  await work.decide(code, true, 'Enjoy the reunion');
  await work.approvalRow(code).waitFor({ state: 'detached' });
  const after = (await hrApi.call(myWorkEndpoint)).total;
  assert.equal(after, before - 1);
  if (after === 0) await work.badge().waitFor({ state: 'detached' });
  else
    await work
      .badge()
      .filter({ hasText: String(after) })
      .waitFor();

  // The employee's own dashboard shows nothing waiting for her.
  const me = await signIn(staff.username, TEST_PASSWORD);
  await new MyWorkSection(me).section().getByText('Nothing waits for you.').waitFor();

  // The admin puts the department's head in front of HR on the leave chain.
  const adminPage = await signIn(ADMIN_USERNAME, ADMIN_PASSWORD);
  const chains = new SignatoriesAdminPage(adminPage);
  await chains.goto();
  await chains.chooseType('Leave application');
  await chains.step(1).getByText('LeaveLedger').waitFor();
  await chains.addRoleStep('Recommender', 'DepartmentDtrMonitoring', true, 'first');
  await chains.step(1).getByText('DepartmentDtrMonitoring (own department)').waitFor();
  await chains.step(2).getByText('LeaveLedger').waitFor();
  try {
    await file('03-10', 'Town fiesta');
    // The head recommends it from My work; HR saw nothing until then.
    assert.equal(
      (await hrApi.call(myWorkEndpoint)).approvals.some((a) => a.summary.includes(code)),
      false,
    );
    const headPage = await signIn(head.username, TEST_PASSWORD);
    const headWork = new MyWorkSection(headPage);
    await headWork.approvalRow(code).getByRole('cell', { name: '1: Recommender' }).waitFor();
    await headWork.decide(code, true, 'Recommended');
    await headWork.approvalRow(code).waitFor({ state: 'detached' });
    const hrNow = await hrApi.call(myWorkEndpoint);
    const waiting = hrNow.approvals.find((a) => a.summary.includes(code));
    assert.equal(waiting?.currentSignatory, 'Approver');
  } finally {
    await chains.goto();
    await chains.chooseType('Leave application');
    await chains.removeStep(1);
    await chains.step(1).getByText('LeaveLedger').waitFor();
  }
});
