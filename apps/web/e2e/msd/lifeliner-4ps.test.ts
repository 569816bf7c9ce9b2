// The DSWD 4Ps list in the browser (issue 14 item 8, decision 116): a clerk imports the list on
// Lifeliner Consumers (one household matches its account exactly, one nearly), another clerk
// reviews the near-match and accepts it: a 4Ps application is filed for the account. Unique names,
// barangays and household IDs per run (the browser tests share one database).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createConsumerEndpoint } from '@ilaw/contracts/billing/consumers/create-consumer';
import { listLifelinersEndpoint } from '@ilaw/contracts/msd/lifeliners/list-lifeliners';
import type { Role } from '@ilaw/contracts/roles';
import { ShellPage } from '../pages/shell.page.ts';
import { SignInPage } from '../pages/sign-in.page.ts';
import { ApiSession, createUserWithRoles, uniqueName } from '../support/api.ts';
import { usePortal } from '../support/fixture.ts';

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

test('a 4Ps list is imported; the exact match is filed and a near-match is accepted by another clerk', async () => {
  const tag = uniqueName('fourps').split('.')[1]!.toUpperCase();
  const brgy = `Brgy ${tag}`;
  const billing = await createUserWithRoles(portal.baseUrl, ['BillingReport'], 'e2e.4psbill');
  const billingApi = await ApiSession.signIn(portal.baseUrl, billing.username, billing.password);
  const account = (name: string) =>
    billingApi.call(createConsumerEndpoint, {
      body: {
        accountNo: `05-P${tag}${name.length}`,
        branchCode: 5,
        name,
        town: 'San Jose',
        barangay: brgy,
        consumerClass: 'R',
      },
    });
  const exact = await account(`MAGBANUA ${tag}, JUAN P.`);
  const near = await account(`VILLANUEVA ${tag}, MARIA LUZ`);

  const importer = await staff(['LifelinerConsumer'], 'e2e.4psimp');
  await importer.page.goto('/isd/msd/lifeliner-consumers?view=fourps&outcome=Pending');
  await importer.page.getByRole('heading', { name: 'Lifeliner Consumers' }).waitFor();
  const csv = [
    'Household ID,Last Name,First Name,Middle Name,Barangay,Address,Birth Date',
    `HH-${tag}-1,Magbanua ${tag},Juan,Perez,${brgy},,`,
    `HH-${tag}-2,Villanueba ${tag},Maria Luz,,${brgy},,`,
    `HH-${tag}-3,Bautista ${tag},Rosa,,${brgy},,`,
  ].join('\n');
  await importer.page
    .getByLabel('4Ps list file')
    .setInputFiles({ name: `4ps-${tag}.csv`, mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await importer.page.getByRole('region', { name: 'Import result' }).waitFor();
  const filed = await importer.api.call(listLifelinersEndpoint, { query: { search: `HH-${tag}-1` } });
  assert.deepEqual(
    filed.data.map((a) => [a.accountNo, a.basis, a.status]),
    [[exact.accountNo, 'FourPs', 'Pending']],
  );

  const reviewer = await staff(['LifelinerConsumer'], 'e2e.4psrev');
  await reviewer.page.goto(`/isd/msd/lifeliner-consumers?view=fourps&outcome=Pending&search=HH-${tag}`);
  const lines = reviewer.page.getByRole('table', { name: '4Ps list lines' });
  await lines.getByRole('cell', { name: `HH-${tag}-2` }).waitFor();
  await lines.getByRole('button', { name: 'Review' }).click();
  const dialog = reviewer.page.getByRole('dialog', { name: `Review 4Ps household HH-${tag}-2` });
  await dialog.getByRole('radio', { name: new RegExp(near.accountNo) }).check();
  await dialog.getByRole('button', { name: 'Accept' }).click();
  await dialog.waitFor({ state: 'hidden' });

  await reviewer.page.goto(`/isd/msd/lifeliner-consumers?view=fourps&search=HH-${tag}-2`);
  await reviewer.page.getByRole('table', { name: '4Ps list lines' }).getByRole('cell', { name: 'Accepted' }).waitFor();
  const accepted = await reviewer.api.call(listLifelinersEndpoint, { query: { search: `HH-${tag}-2` } });
  assert.deepEqual(
    accepted.data.map((a) => [a.accountNo, a.basis, a.status]),
    [[near.accountNo, 'FourPs', 'Pending']],
  );
});
