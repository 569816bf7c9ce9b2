// A report submitted late in the browser: the department's uploader submits last January's report
// after its due date through the report submission dialog; the board flags it late and the next
// month missing.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { createTemplateEndpoint } from '@ilaw/contracts/reports/create-template';
import { newDepartment, uniqueTag } from '../../../api/test/support/fixtures.ts';
import { ShellPage } from '../pages/shell.page.ts';
import { SignInPage } from '../pages/sign-in.page.ts';
import { ApiSession, createUserWithRoles } from '../support/api.ts';
import { usePortal } from '../support/fixture.ts';

const portal = usePortal();

async function signIn(user: { username: string; password: string }): Promise<Page> {
  const page = await portal.newPage();
  await new SignInPage(page).goto();
  await new SignInPage(page).signIn(user.username, user.password);
  await new ShellPage(page).waitForDashboard();
  return page;
}

test('a department submits last January’s report late and the board flags it', async () => {
  const tag = uniqueTag();
  const admin = await ApiSession.admin(portal.baseUrl);
  const dept = await newDepartment(admin, `Finance ${tag}`);
  const reportsAdmin = await createUserWithRoles(portal.baseUrl, ['CoopReportsAdmin'], 'e2e.rptadm');
  const uploader = await createUserWithRoles(portal.baseUrl, ['DepartmentReportUploader'], 'e2e.rptup', dept.id);
  const year = Number(new Date().toISOString().slice(0, 4)) - 1;
  const code = `MFSR-${tag}`;
  const templates = await ApiSession.signIn(portal.baseUrl, reportsAdmin.username, reportsAdmin.password);
  await templates.call(createTemplateEndpoint, {
    body: {
      code,
      name: `Monthly Financial and Statistical Report ${tag}`,
      regulator: 'NEA',
      period: 'Monthly',
      dueDays: 20,
      departmentId: dept.id,
      fileKinds: ['Pdf', 'Excel'],
      description: null,
      startsOn: `${year}-01-01`,
      isActive: true,
    },
  });

  const page = await signIn(uploader);
  await page.goto(`/cpd/report-submission?view=submit&year=${year}`);
  const row = page
    .getByRole('row')
    .filter({ hasText: code })
    .filter({ hasText: `January ${year}` });
  await row.getByText('Missing').waitFor();
  await row.getByRole('button', { name: 'Submit' }).click();
  const dialog = page.getByRole('dialog', { name: `Submit ${code}: January ${year}` });
  await dialog.getByLabel('Report file').setInputFiles({
    name: 'mfsr-january.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: Buffer.from('PK\u0003\u0004 not really a workbook'),
  });
  await dialog.getByLabel('Remarks').fill('Delayed by the audit.');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await new ShellPage(page).toast(`${code} for January ${year} was submitted late`).waitFor();
  await row.getByText('Late').waitFor();

  await page.goto(`/cpd/report-submission?year=${year}`);
  const boardRow = page.getByRole('row').filter({ hasText: code });
  await boardRow.getByText(`January ${year}: Late`).waitFor();
  await boardRow.getByText(`February ${year}: Missing`).waitFor();
  await boardRow.getByRole('link', { name: new RegExp(code) }).click();
  await page.getByRole('link', { name: 'mfsr-january.xlsx' }).waitFor();
  assert.match(page.url(), /\/cpd\/report-submission\/\d+/);
});
