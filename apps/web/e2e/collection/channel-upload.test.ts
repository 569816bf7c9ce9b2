// A payment channel upload in the browser: a new XenPay upload from its remittance advice, the
// channel's CSV attached, posted once; the good line posted with its OR, the others held with
// their reasons, the remittance reconciled.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { listChannelSettingsEndpoint } from '@ilaw/contracts/collection/channel-uploads/list-channel-settings';
import { createOrSeriesEndpoint } from '@ilaw/contracts/collection/or-series/create-or-series';
import { randomInt } from 'node:crypto';
import { ShellPage } from '../pages/shell.page.ts';
import { SignInPage } from '../pages/sign-in.page.ts';
import { ApiSession } from '../support/api.ts';
import { usePortal } from '../support/fixture.ts';
import { ADMIN_PASSWORD, ADMIN_USERNAME } from '../support/server.ts';
import { billingUser } from '../billing-transactions/seed.ts';
import { accountOf, billedConsumers, seedTeller } from './seed.ts';

const portal = usePortal();

test('a channel file posts its good line and holds the others with their reasons', async () => {
  const seeded = await billedConsumers(portal.baseUrl, ['CRUZ, ANA', 'LOPEZ, BEN']);
  const [first, second] = seeded.accounts as [string, string];
  const reader = await seedTeller(portal.baseUrl, 'e2e.ch.reader');
  const a1 = await accountOf(reader.api, first);
  const a2 = await accountOf(reader.api, second);
  const bill1 = a1.bills[0]!;
  const bill2 = a2.bills[0]!;
  const uploader = await billingUser(portal.baseUrl, ['UploadCollection'], 'e2e.uploader');
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Manila' }).format(new Date());
  const ref = `E2E${randomInt(1_000_000_000)}`;

  const page = await portal.newPage();
  await new SignInPage(page).goto();
  await new SignInPage(page).signIn(uploader.username, uploader.password);
  await new ShellPage(page).waitForDashboard();
  await page.goto('/fsd/collection/upload-collection');
  await page.getByRole('heading', { name: 'Online Payment Collection' }).waitFor();
  await page.getByRole('button', { name: 'New upload' }).click();
  const dialog = page.getByRole('dialog', { name: 'New channel upload' });
  await dialog.getByRole('combobox', { name: 'Channel' }).click();
  await page.getByRole('option', { name: 'XenPay' }).click();
  await dialog.getByLabel('Channel gross').fill('5000.00');
  await dialog.getByLabel('Channel fees').fill('30.00');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await page.getByRole('heading', { name: /^XenPay upload \d+$/ }).waitFor();

  // The cashier gives the channel an OR range (its teller exists from its first upload).
  const admin = await ApiSession.signIn(portal.baseUrl, ADMIN_USERNAME, ADMIN_PASSWORD);
  const xen = (await uploader.api.call(listChannelSettingsEndpoint)).find((s) => s.channel === 'XenPay')!;
  if (xen.receiptsLeft < 5) {
    const start = 900_000_000 + randomInt(90_000_000);
    await admin.call(createOrSeriesEndpoint, { body: { tellerId: xen.tellerId!, startNo: start, endNo: start + 99 } });
  }

  const csv = [
    'account_number,billing_month,amount_paid,reference_id,date_transacted,payer_name',
    `${first},${bill1.period},${bill1.amountDue},${ref}-1,${today},Ana`,
    `${first},${bill1.period},${bill1.amountDue},${ref}-1,${today},Ana`,
    `${second},${bill2.period},1.00,${ref}-2,${today},Ben`,
    `00-NOSUCH,${bill2.period},10.00,${ref}-3,${today},`,
  ].join('\n');
  await page
    .getByLabel('Channel file')
    .setInputFiles({ name: 'xenpay.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await new ShellPage(page).toast('4 lines read; 1 held (unreadable or a repeated reference).').waitFor();
  await page.getByRole('button', { name: 'Post 3 lines' }).click();
  await new ShellPage(page).toast('Posted 1 line to bills, 0 to advance payment; 3 held.').waitFor();

  const lines = page.getByRole('table', { name: 'Upload lines' });
  const row = (n: number) =>
    lines
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: String(n), exact: true }) })
      .first();
  assert.match((await row(2).textContent()) ?? '', /Posted.*OR \d+/);
  assert.match(
    (await row(3).textContent()) ?? '',
    new RegExp(`Held.*Duplicate: reference ${ref}-1 is also on row 2 of this file\\.`),
  );
  assert.match((await row(4).textContent()) ?? '', /Held.*Amount mismatch: paid ₱1\.00, the amount due on/);
  assert.match((await row(5).textContent()) ?? '', /Held.*Unknown account: no consumer has account number 00-NOSUCH\./);

  const remittance = page.getByRole('table', { name: 'Remittance reconciliation' });
  assert.match((await remittance.getByRole('row', { name: /Expected deposit/ }).textContent()) ?? '', /₱4,970\.00/);
  assert.match((await remittance.getByRole('row', { name: /^Held/ }).textContent()) ?? '', /3 lines/);

  // Only the held lines.
  await page.getByRole('combobox', { name: 'Line status' }).click();
  await page.getByRole('option', { name: 'Held' }).click();
  await lines.getByRole('row').filter({ hasText: 'Posted' }).waitFor({ state: 'detached' });
  assert.equal(await lines.getByRole('row').filter({ hasText: 'Held' }).count(), 3);
});
