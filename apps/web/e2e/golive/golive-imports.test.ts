// Go-live imports (issue 19, decision 019): the administrator dry-runs a consumer file (nothing is
// kept, the bad row is listed with its reason, the reconciliation shows the file's totals), imports
// it, sees the batch, and undoes it. Account numbers and the file name are unique per run (the CI
// database is shared by every browser test).
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { test } from 'node:test';
import { ShellPage } from '../pages/shell.page.ts';
import { SignInPage } from '../pages/sign-in.page.ts';
import { usePortal } from '../support/fixture.ts';
import { ADMIN_PASSWORD, ADMIN_USERNAME } from '../support/server.ts';
import { GoLiveImportsPage } from './pages/golive.page.ts';

const portal = usePortal();

test('consumers: dry run, import, the batch with its reconciliation, undo', async () => {
  const page = await portal.newPage();
  await new SignInPage(page).goto();
  await new SignInPage(page).signIn(ADMIN_USERNAME, ADMIN_PASSWORD);
  await new ShellPage(page).waitForDashboard();

  const tag = randomBytes(3).toString('hex').toUpperCase();
  const file = {
    name: `consumers-${tag}.csv`,
    csv: [
      'Account No,Name,Branch,Town,Barangay,Class,Deposit',
      `E${tag}-1,"DELA CRUZ, JUAN",San Jose,San Jose,Poblacion,Residential,"1,000.00"`,
      `E${tag}-2,"SANTOS, ANA",5,San Jose,Poblacion,C,500`,
      `E${tag}-3,"REYES, PEDRO",San Jose,San Jose,Poblacion,X,250`,
    ].join('\r\n'),
  };
  const golive = new GoLiveImportsPage(page);
  await golive.goto();

  const dry = await golive.upload('Consumers', 'Consumer file', file, true);
  await dry.getByText(`Dry run of ${file.name}, nothing was posted: 2 would be posted, 1 with errors.`).waitFor();
  await golive
    .errorRow(dry, 4)
    .getByText(/^Choose a class:/)
    .waitFor();
  const deposits = golive.reconciliationLine(dry, 'Deposits');
  assert.deepEqual(await deposits.getByRole('cell').allInnerTexts(), ['Deposits', '1,750.00', '1,500.00']);
  assert.equal(await golive.batchRow(file.name).count(), 0, 'a dry run makes no batch');

  const done = await golive.upload('Consumers', 'Consumer file', file, false);
  await done.getByText(/^consumers-.+: 2 posted, 1 with errors\./).waitFor();
  await golive.batchRow(file.name).getByText('Posted', { exact: true }).waitFor();
  await golive.batchRow(file.name).getByText('Deposits: 1,750.00 / 1,500.00').waitFor();

  await golive.undo(file.name);
  await golive
    .batchRow(file.name)
    .getByText(/^Undone /)
    .waitFor();
});
