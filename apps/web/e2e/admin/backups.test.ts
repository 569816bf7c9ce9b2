// Backups on the administrator's dashboard (decision 018): Back up now runs one, the card then
// shows its time, file and size without a warning; staff without Admin do not see the card. The
// About line of Your Account names the version and the migration level.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
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

test('the administrator backs up from the dashboard and sees the backup; staff see no backup card', async () => {
  const page = await signedIn(ADMIN_USERNAME, ADMIN_PASSWORD);
  const card = page.getByTestId('backup-status');
  await card.getByText(/A backup runs every day at 02:00; the last 14 are kept\./).waitFor();
  await card.getByRole('button', { name: 'Back up now' }).click();
  await card
    .getByTestId('backup-last')
    .getByText(/^Last backup .+ \(Back up now\): ilaw-backup-\d{8}-\d{6}(-\d+)?\.tar\.gz, [\d,.]+ (kB|MB)\./)
    .waitFor({ timeout: 120_000 });
  assert.equal(await card.getByRole('status').count(), 0, 'no warning once a backup succeeded');

  const staff = await createUserWithRoles(portal.baseUrl, [], `e2e.nobackup.${randomBytes(2).toString('hex')}`);
  const other = await signedIn(staff.username, staff.password);
  await other.getByTestId('my-summary').waitFor();
  assert.equal(await other.getByTestId('backup-status').count(), 0);
});

test('Your Account shows the portal version and the database migration level', async () => {
  const page = await signedIn(ADMIN_USERNAME, ADMIN_PASSWORD);
  await new ShellPage(page).openAccountDialog();
  await page
    .getByTestId('about-version')
    .getByText(/^Ilaw \d+\.\d+\.\d+ · database at migration \d{4}_[a-z0-9_]+\.sql$/)
    .waitFor();
});
