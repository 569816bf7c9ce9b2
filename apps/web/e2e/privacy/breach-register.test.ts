// The breach register: the administrator records a breach through its dialog, sees its 72-hour
// deadline in the list and opens it again from its number to record the measures taken.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { uniqueTag } from '../../../api/test/support/fixtures.ts';
import { ShellPage } from '../pages/shell.page.ts';
import { SignInPage } from '../pages/sign-in.page.ts';
import { usePortal } from '../support/fixture.ts';
import { ADMIN_PASSWORD, ADMIN_USERNAME } from '../support/server.ts';

const portal = usePortal();

test('a personal data breach is recorded and then updated from the register', async () => {
  const tag = uniqueTag();
  const page = await portal.newPage();
  await new SignInPage(page).goto('/data-privacy/users-agreements?tab=breaches');
  await new SignInPage(page).signIn(ADMIN_USERNAME, ADMIN_PASSWORD);
  const shell = new ShellPage(page);

  await page.getByRole('button', { name: 'Record a breach' }).click();
  let dialog = page.getByRole('dialog', { name: 'Record a personal data breach' });
  await dialog.getByLabel('Discovered').fill('2026-03-02T09:30');
  await dialog.getByLabel('What happened').fill(`A laptop was lost ${tag}`);
  await dialog.getByLabel('Personal data involved').fill(`Payroll sheet ${tag}`);
  await dialog.getByLabel('Data subjects affected').fill('12');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await page
    .locator('#notistack-snackbar')
    .filter({ hasText: /was recorded; notify by 2026-03-05 09:30\./ })
    .waitFor();
  await dialog.waitFor({ state: 'hidden' });

  const row = page.getByRole('row').filter({ hasText: `Payroll sheet ${tag}` });
  // The breach number opens it again.
  const opener = row.getByRole('button', { name: /^DB-\d{4}-\d+$/ });
  const breachNo = (await opener.textContent()) ?? '';
  await opener.click();
  dialog = page.getByRole('dialog', { name: `Breach ${breachNo}` });
  assert.equal(await dialog.getByLabel('Data subjects affected').inputValue(), '12');
  await dialog.getByLabel('Measures taken').fill(`Passwords changed ${tag}`);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await shell.toast(`${breachNo} was saved.`).waitFor();
});
