// The data privacy agreement at sign-in: a user who accepted the current version is asked again
// when the administrator publishes a new one, cannot go on without accepting it, and the
// administrator's list shows the acceptance. (CI's browser tests share one database: the sign-in
// helpers of the other tests accept whatever version is current.)
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { getMyAgreementEndpoint } from '@ilaw/contracts/privacy/get-my-agreement';
import { publishAgreementEndpoint } from '@ilaw/contracts/privacy/publish-agreement';
import { uniqueTag } from '../../../api/test/support/fixtures.ts';
import { ShellPage } from '../pages/shell.page.ts';
import { SignInPage } from '../pages/sign-in.page.ts';
import { ApiSession, createUserWithRoles } from '../support/api.ts';
import { usePortal } from '../support/fixture.ts';
import { ADMIN_PASSWORD, ADMIN_USERNAME } from '../support/server.ts';

const portal = usePortal();

test('a new agreement version is accepted at the next sign-in before the portal opens', async () => {
  const tag = uniqueTag();
  const user = await createUserWithRoles(portal.baseUrl, [], 'e2e.dp');
  const admin = await ApiSession.admin(portal.baseUrl);
  // The user signs in once (accepting whatever version is current) before the new version.
  const before = await ApiSession.signIn(portal.baseUrl, user.username, user.password);
  const earlier = await before.call(getMyAgreementEndpoint);
  const title = `Data privacy consent ${tag}`;
  const published = await admin.call(publishAgreementEndpoint, {
    body: {
      title,
      body: `Revised consent ${tag}: the cooperative processes personal data lawfully and logs every read.`,
    },
  });
  assert.ok(earlier.agreement === null || published.version > earlier.agreement.version);

  const page = await portal.newPage();
  const signIn = new SignInPage(page);
  await signIn.goto('/dashboard');
  await signIn.signIn(user.username, user.password, { acceptAgreement: false });
  await page.getByRole('heading', { name: title }).waitFor();
  await page.getByText(`Revised consent ${tag}`).waitFor();
  const accept = page.getByRole('button', { name: 'Accept and continue' });
  assert.equal(await accept.isDisabled(), true, 'accepting waits for the consent box');
  // Nothing else is open meanwhile: the dashboard address still shows the agreement.
  await page.goto('/dashboard');
  await page.getByRole('heading', { name: title }).waitFor();
  await page.getByRole('checkbox', { name: /I have read and understood this agreement/ }).check();
  await accept.click();
  await new ShellPage(page).waitForDashboard();

  // The administrator sees who accepted the new version.
  const adminPage = await portal.newPage();
  await new SignInPage(adminPage).goto('/data-privacy/users-agreements?tab=acceptances');
  await new SignInPage(adminPage).signIn(ADMIN_USERNAME, ADMIN_PASSWORD);
  await adminPage.getByRole('tab', { name: 'Acceptances' }).waitFor();
  await adminPage.getByLabel('Search users').fill(user.username);
  const row = adminPage.getByRole('row').filter({ hasText: user.username });
  await row.filter({ hasText: String(published.version) }).waitFor();
  assert.match((await row.textContent()) ?? '', /Accepted/);
});
