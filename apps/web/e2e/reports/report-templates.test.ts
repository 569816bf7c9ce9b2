// The Templates tab of report submission: CoopReportsAdmin adds a template through its dialog and
// opens it again from its code to change it (the list kept through one dialog, DialogListSection).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { newDepartment, uniqueTag } from '../../../api/test/support/fixtures.ts';
import { ShellPage } from '../pages/shell.page.ts';
import { SignInPage } from '../pages/sign-in.page.ts';
import { ApiSession, createUserWithRoles } from '../support/api.ts';
import { usePortal } from '../support/fixture.ts';

const portal = usePortal();

test('a report template is added and changed through its dialog', async () => {
  const tag = uniqueTag();
  const admin = await ApiSession.admin(portal.baseUrl);
  const dept = await newDepartment(admin, `Audit ${tag}`);
  const reportsAdmin = await createUserWithRoles(portal.baseUrl, ['CoopReportsAdmin'], 'e2e.rpttpl');
  const page = await portal.newPage();
  await new SignInPage(page).goto('/cpd/report-submission?view=templates');
  await new SignInPage(page).signIn(reportsAdmin.username, reportsAdmin.password);
  const shell = new ShellPage(page);
  const code = `QAR-${tag}`;

  await page.getByRole('button', { name: 'New template' }).click();
  let dialog = page.getByRole('dialog', { name: 'New report template' });
  await dialog.getByLabel('Code').fill(code);
  await dialog.getByLabel('Name').fill(`Quarterly audit report ${tag}`);
  await dialog.getByRole('combobox', { name: /^Department/ }).click();
  await page.getByRole('option', { name: dept.name, exact: true }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await shell.toast(`${code} was saved.`).waitFor();
  await dialog.waitFor({ state: 'hidden' });

  const row = page.getByRole('row').filter({ hasText: code });
  assert.match((await row.textContent()) ?? '', new RegExp(`Quarterly audit report ${tag}`));
  await row.getByRole('button', { name: code }).click();
  dialog = page.getByRole('dialog', { name: `Template ${code}` });
  assert.equal(await dialog.getByLabel('Name').inputValue(), `Quarterly audit report ${tag}`);
  await dialog.getByLabel('Name').fill(`Quarterly internal audit report ${tag}`);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await shell.toast(`${code} was saved.`).waitFor();
  await row.getByText(`Quarterly internal audit report ${tag}`).waitFor();
});
