import assert from 'node:assert/strict';
import { DEPARTMENT_CODE_TAKEN } from '@ilaw/contracts/reference/departments';
import { fiscalYearOptionsEndpoint } from '@ilaw/contracts/reference/fiscal-years/fiscal-year-options';
import { test } from 'node:test';
import { ShellPage } from '../pages/shell.page.ts';
import { SignInPage } from '../pages/sign-in.page.ts';
import { ApiSession } from '../support/api.ts';
import { usePortal } from '../support/fixture.ts';
import { ADMIN_PASSWORD, ADMIN_USERNAME } from '../support/server.ts';
import { ReferenceListPage } from './pages/reference-list.page.ts';

const portal = usePortal();

async function signedInAdmin() {
  const page = await portal.newPage();
  await new SignInPage(page).goto();
  await new SignInPage(page).signIn(ADMIN_USERNAME, ADMIN_PASSWORD);
  await new ShellPage(page).waitForDashboard();
  return page;
}

test('a department is created, refused a second time with the same code, and renamed', async () => {
  const page = await signedInAdmin();
  const departments = new ReferenceListPage(page, '/admin/departments', 'Departments');
  await departments.goto();

  let dialog = await departments.openNew('New department');
  await dialog.getByLabel('Code').fill('mtrlab');
  await dialog.getByLabel('Name').fill('Meter Laboratory');
  await departments.save(dialog);
  await departments.toast('Department MTRLAB saved.').waitFor();
  await departments.row('Meter Laboratory').waitFor();

  dialog = await departments.openNew('New department');
  await dialog.getByLabel('Code').fill('MTRLAB');
  await dialog.getByLabel('Name').fill('Another');
  await departments.save(dialog);
  // The server's 409 names the field: the message sits under Code and the dialog stays open.
  await dialog.getByText(DEPARTMENT_CODE_TAKEN).waitFor();
  // Typed data is not thrown away without asking: Keep editing returns to the form, Discard closes it.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  const discard = page.getByRole('dialog', { name: 'Discard changes?' });
  await discard.getByRole('button', { name: 'Keep editing' }).click();
  await discard.waitFor({ state: 'hidden' });
  assert.equal(await dialog.getByLabel('Name').inputValue(), 'Another');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await discard.getByRole('button', { name: 'Discard' }).click();
  await dialog.waitFor({ state: 'hidden' });

  dialog = await departments.openEdit('MTRLAB', 'Edit MTRLAB');
  await dialog.getByLabel('Name').fill('Meter Laboratory and Testing');
  await dialog.getByLabel('Active').uncheck();
  await departments.save(dialog);
  await departments.toast('Department MTRLAB saved.').waitFor();
  const row = departments.row('Meter Laboratory and Testing');
  await row.getByText('Inactive').waitFor();
});

test('a team is saved with its roster typed one name per line', async () => {
  const page = await signedInAdmin();
  const teams = new ReferenceListPage(page, '/admin/teams', 'Teams');
  await teams.goto();
  const dialog = await teams.openNew('New team');
  await dialog.getByLabel('Team name').fill('Line Crew Bravo');
  await dialog.getByLabel('Team leader').fill('Ramon Dela Cruz');
  await dialog.getByLabel('Members (one per line)').fill('Jun Santos\n\nLito Reyes\n');
  await teams.save(dialog);
  await teams.toast('Team Line Crew Bravo saved.').waitFor();
  const row = teams.row('Line Crew Bravo');
  await row.waitFor();
  assert.match((await row.textContent()) ?? '', /Jun Santos, Lito Reyes/);
});

test('a fiscal year is added to the paged list and made active', async () => {
  const page = await signedInAdmin();
  const years = new ReferenceListPage(page, '/admin/fiscal-years', 'Fiscal Year Configuration');
  await years.goto();
  const dialog = await years.openNew('New fiscal year');
  await dialog.getByRole('textbox', { name: 'Year' }).fill('2031');
  await dialog.getByLabel('Start date').fill('2031-01-01');
  await dialog.getByLabel('End date').fill('2031-12-31');
  await dialog.getByLabel('Active (the other fiscal years become inactive)').check();
  await years.save(dialog);
  await years.toast('Fiscal year 2031 saved.').waitFor();
  await years.row('2031').getByText('Active').waitFor();
});

test('New fiscal year proposes a year that does not exist yet', async () => {
  const page = await signedInAdmin();
  const admin = await ApiSession.admin(portal.baseUrl);
  const existing = new Set((await admin.call(fiscalYearOptionsEndpoint)).map((f) => f.year));
  const years = new ReferenceListPage(page, '/admin/fiscal-years', 'Fiscal Year Configuration');
  await years.goto();
  const dialog = await years.openNew('New fiscal year');
  const proposed = Number(await dialog.getByRole('textbox', { name: 'Year' }).inputValue());
  assert.equal(existing.has(proposed), false, `${proposed} exists already`);
  assert.ok(proposed >= new Date().getFullYear());
  assert.equal(await dialog.getByLabel('Start date').inputValue(), `${proposed}-01-01`);
});
