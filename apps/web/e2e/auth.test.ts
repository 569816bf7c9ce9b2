import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ChangePasswordPage } from './pages/change-password.page.ts';
import { ShellPage } from './pages/shell.page.ts';
import { SignInPage } from './pages/sign-in.page.ts';
import { createUserWithRoles } from './support/api.ts';
import { usePortal } from './support/fixture.ts';
import { ADMIN_PASSWORD, ADMIN_USERNAME } from './support/server.ts';

const portal = usePortal();

test('signing in goes to /dashboard and signing out returns to /', async () => {
  const page = await portal.newPage();
  const signIn = new SignInPage(page);
  const shell = new ShellPage(page);
  await signIn.goto();
  await signIn.signIn(ADMIN_USERNAME, ADMIN_PASSWORD);
  await shell.waitForDashboard();
  assert.match(await page.title(), /^Dashboard - .+/);
  await shell.signOut();
  assert.ok(await signIn.isShown());
  // The session is gone: a guarded page sends us back to sign in.
  await page.goto('/admin/users');
  await page.waitForURL((url) => url.pathname === '/' && url.searchParams.get('redirect') === '/admin/users');
});

test('a wrong password is answered on the form without a toast', async () => {
  const page = await portal.newPage();
  const signIn = new SignInPage(page);
  await signIn.goto();
  await signIn.signIn(ADMIN_USERNAME, 'not-the-password');
  await signIn.error().waitFor();
  assert.equal(await signIn.error().textContent(), 'The username or password is incorrect.');
  assert.equal(await page.locator('#notistack-snackbar').count(), 0);
});

test('a guarded page opened signed out comes back after signing in', async () => {
  const page = await portal.newPage();
  await page.goto('/admin/fiscal-years');
  await page.waitForURL((url) => url.pathname === '/');
  await new SignInPage(page).signIn(ADMIN_USERNAME, ADMIN_PASSWORD);
  await page.waitForURL((url) => url.pathname === '/admin/fiscal-years');
  await page.getByRole('heading', { name: 'Fiscal Year Configuration' }).waitFor();
});

test('a 400 answer shows its messages in a warning toast and on the field', async () => {
  const { username, password } = await createUserWithRoles(portal.baseUrl, ['Employee'], 'e2e.pw');
  const page = await portal.newPage();
  await new SignInPage(page).goto();
  await new SignInPage(page).signIn(username, password);
  await new ShellPage(page).waitForDashboard();
  await page.goto('/user/change-password');
  const form = new ChangePasswordPage(page);
  await form.waitFor();
  // Valid for the shared rules, so only the server can reject it.
  await form.change('Wrong#Current2026', 'Another#Pass2026');
  const toast = new ShellPage(page).toast('The current password is incorrect.');
  await toast.waitFor();
  assert.equal(
    await toast
      .locator('xpath=ancestor::*[contains(@class,"notistack-MuiContent")][1]')
      .getAttribute('class')
      .then((c) => c?.includes('warning')),
    true,
  );
  assert.equal(
    (await form.fieldMessage('currentPassword').textContent())?.trim(),
    'The current password is incorrect.',
  );
});

test('the shared rules reject a short password before calling the server', async () => {
  const { username, password } = await createUserWithRoles(portal.baseUrl, [], 'e2e.rule');
  const page = await portal.newPage();
  await new SignInPage(page).goto();
  await new SignInPage(page).signIn(username, password);
  await new ShellPage(page).waitForDashboard();
  await page.goto('/user/change-password');
  const form = new ChangePasswordPage(page);
  await form.waitFor();
  await form.change(password, 'short');
  assert.equal(
    (await form.fieldMessage('newPassword').textContent())?.trim(),
    'String length should be between 8 and 128 characters.',
  );
});
