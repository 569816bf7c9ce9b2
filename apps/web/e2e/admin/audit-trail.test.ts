// The audit trail check on the dashboard: Admin and AuditViewer run it; nobody else sees it.
import { test } from 'node:test';
import { ShellPage } from '../pages/shell.page.ts';
import { SignInPage } from '../pages/sign-in.page.ts';
import { createUserWithRoles } from '../support/api.ts';
import { usePortal } from '../support/fixture.ts';
import { ADMIN_PASSWORD, ADMIN_USERNAME } from '../support/server.ts';

const portal = usePortal();

async function signedIn(username: string, password: string) {
  const page = await portal.newPage();
  await new SignInPage(page).goto();
  await new SignInPage(page).signIn(username, password);
  await new ShellPage(page).waitForDashboard();
  return page;
}

test('Admin and AuditViewer verify the audit trail from the dashboard; other staff do not see the check', async () => {
  for (const page of [
    await signedIn(ADMIN_USERNAME, ADMIN_PASSWORD),
    await (async () => {
      const viewer = await createUserWithRoles(portal.baseUrl, ['AuditViewer'], 'e2e.auditor');
      return signedIn(viewer.username, viewer.password);
    })(),
  ]) {
    const check = page.getByTestId('audit-trail-check');
    await check.getByRole('button', { name: 'Verify audit trail' }).click();
    await check
      .getByRole('status')
      .getByText(/^The audit trail is intact: [\d,]+ entries checked\.$/)
      .waitFor({ timeout: 60_000 });
  }
  const staff = await createUserWithRoles(portal.baseUrl, [], 'e2e.staff');
  const page = await signedIn(staff.username, staff.password);
  await page.getByTestId('my-summary').waitFor();
  if ((await page.getByTestId('audit-trail-check').count()) !== 0) throw new Error('staff see the audit check');
});
