// A transformer from registration to its printed data sheet in the browser: the registrar registers
// it and records its installation; the meter laboratory opens a data sheet, enters the readings and
// sees each judged (one ratio beyond the tolerance fails the unit, corrected it passes); the print
// carries the result and the sheet's signatories.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createTransformerBrandEndpoint } from '@ilaw/contracts/tsd/transformer-brands/create-transformer-brand';
import type { Role } from '@ilaw/contracts/roles';
import { ShellPage } from '../pages/shell.page.ts';
import { SignInPage } from '../pages/sign-in.page.ts';
import { ApiSession, createUserWithRoles, uniqueName } from '../support/api.ts';
import { usePortal } from '../support/fixture.ts';
import { DataSheetPage, DataSheetsPage, TransformerPage, TransformersPage } from './transformer.page.ts';

const portal = usePortal();

async function staff(roles: Role[], prefix: string) {
  const u = await createUserWithRoles(portal.baseUrl, roles, prefix);
  const page = await portal.newPage();
  const signIn = new SignInPage(page);
  await signIn.goto();
  await signIn.signIn(u.username, u.password);
  await new ShellPage(page).waitForDashboard();
  return { ...u, page, api: await ApiSession.signIn(portal.baseUrl, u.username, u.password) };
}

test('a transformer is registered, installed, tested (failed, then passed) and its data sheet printed', async () => {
  const tag = uniqueName('dt').split('.')[1]!.toUpperCase();
  const registrar = await staff(['DistributionTransformer'], 'e2e.dtreg');
  const brand = `E2E Brand ${tag}`;
  await registrar.api.call(createTransformerBrandEndpoint, { body: { name: brand } });

  const registry = new TransformersPage(registrar.page);
  await registry.goto();
  const serialNo = `E2E-${tag}`;
  await registry.register({ serialNo, brand, poleNo: `P-${tag}` });
  const unit = new TransformerPage(registrar.page);
  await unit.recordInstallation(`P-${tag}`);
  await unit.history().getByRole('cell', { name: 'Installed', exact: true }).waitFor();

  const lab = await staff(['MeterLab'], 'e2e.dtlab');
  const sheets = new DataSheetsPage(lab.page);
  await sheets.goto();
  await sheets.open(serialNo, 'Noel C. Manalo', 'Engr. Victor E. Panganiban');
  const sheet = new DataSheetPage(lab.page);
  // 31.95 against the nameplate 7,620/240 = 31.75 is 0.63% off: beyond ±0.5%.
  await sheet.enterResults({ measuredRatio: '31.95', hvLv: '8000', hvG: '9000', lvG: '500' });
  await sheet.ratioTable().getByText('0.630%').waitFor();
  await sheet.ratioTable().getByText('Failed').waitFor();
  await lab.page.getByRole('button', { name: 'Edit results' }).click();
  const dialog = lab.page.getByRole('dialog');
  await dialog.getByLabel('Measured ratio').fill('31.77');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await dialog.waitFor({ state: 'detached' });
  await sheet.ratioTable().getByText('Passed').waitFor();

  await lab.page.goto(`/tsd/distribution-transformer-data-sheet/${sheet.sheetId()}/print`);
  await lab.page.getByTestId('overall-result').getByText('Result: Passed').waitFor();
  const pack = lab.page.getByTestId('report-print-pack');
  const text = await pack.innerText();
  assert.match(text, new RegExp(serialNo));
  for (const name of ['Tested by', 'Noel C. Manalo', 'Checked by', 'Engr. Victor E. Panganiban']) {
    assert.ok((await pack.textContent())?.includes(name), name);
  }
});
