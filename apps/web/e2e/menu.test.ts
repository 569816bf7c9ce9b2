import assert from 'node:assert/strict';
import { test } from 'node:test';
import { MENU, menuLinks, visibleMenu } from '@ilaw/contracts/menu';
import type { Role } from '@ilaw/contracts/roles';
import { AdminUsersPage } from './pages/admin-users.page.ts';
import { ChangePasswordPage } from './pages/change-password.page.ts';
import { ShellPage } from './pages/shell.page.ts';
import { SignInPage } from './pages/sign-in.page.ts';
import { TEST_PASSWORD, createUserWithRoles, uniqueName } from './support/api.ts';
import { usePortal } from './support/fixture.ts';
import { ADMIN_PASSWORD, ADMIN_USERNAME } from './support/server.ts';

const portal = usePortal();

function expectedMenu(roles: Role[]): string[] {
  return menuLinks(visibleMenu(MENU, roles)).map(({ trail }) => trail.join(' > '));
}

const ROLE_SETS: { name: string; roles: Role[] }[] = [
  { name: 'no roles', roles: [] },
  { name: 'a teller who is also a manager', roles: ['Teller', 'Manager'] },
  {
    name: 'HR with leave ledger and payroll',
    roles: ['Employee', 'LeaveLedger', 'Payroll', 'AccountingMaterialAdmin'],
  },
];

for (const { name, roles } of ROLE_SETS) {
  test(`the menu of ${name} is exactly SPEC.md's`, async () => {
    const user = await createUserWithRoles(portal.baseUrl, roles);
    const page = await portal.newPage();
    await new SignInPage(page).goto();
    await new SignInPage(page).signIn(user.username, user.password);
    const shell = new ShellPage(page);
    await shell.waitForDashboard();
    assert.deepEqual(await shell.menuTrails(), expectedMenu(roles));
  });
}

test('an admin creates a user with roles; that user signs in and sees exactly their menu', async () => {
  const roles: Role[] = ['MeterLab', 'AuditViewer', 'DepartmentDtrMonitoring'];
  const username = uniqueName('e2e.ui');
  const adminPage = await portal.newPage();
  await new SignInPage(adminPage).goto();
  await new SignInPage(adminPage).signIn(ADMIN_USERNAME, ADMIN_PASSWORD);
  await new ShellPage(adminPage).waitForDashboard();
  const users = new AdminUsersPage(adminPage);
  await users.goto();
  const temporary = await users.createUser({ username, fullName: 'Noel Test Manalo', roles });
  assert.ok(temporary.length >= 8, 'a temporary password is shown');
  await users.search(username);
  await users.row(username).waitFor();

  const page = await portal.newPage();
  await new SignInPage(page).goto();
  await new SignInPage(page).signIn(username, temporary);
  // A temporary password must be replaced first.
  const change = new ChangePasswordPage(page);
  await change.waitFor();
  await page.goto('/dashboard');
  await change.waitFor();
  await change.change(temporary, TEST_PASSWORD);
  const shell = new ShellPage(page);
  await shell.waitForDashboard();
  assert.deepEqual(await shell.menuTrails(), expectedMenu(roles));
  assert.ok((await shell.menuTrails()).includes('TSD > Kwh Meter > Testing'));
});
