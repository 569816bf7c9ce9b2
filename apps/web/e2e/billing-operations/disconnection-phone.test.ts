// A disconnection crew on a phone (issue 17 items 1 and 8, decision 111): at 390 px the order of a
// consumer noticed more than 48 hours ago is assigned and executed with the reading, the seal, a
// photo of the meter and GPS (account Disconnected); the teller collects the arrears and the
// reconnection fee; the reconnection order that payment made is executed the same way (account
// Active). Seeded with a new route and accounts, so other tests' data on a shared database never
// meets it.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { ACCOUNT_STATUS } from '@ilaw/contracts/billing/enums';
import { createDisconnectionOrderEndpoint } from '@ilaw/contracts/billing/field-orders/create-disconnection-order';
import { listFieldOrdersEndpoint } from '@ilaw/contracts/billing/field-orders/list-field-orders';
import { printDisconnectionNoticesEndpoint } from '@ilaw/contracts/billing/disconnections/print-disconnection-notices';
import { serveDisconnectionNoticeEndpoint } from '@ilaw/contracts/billing/disconnections/serve-disconnection-notice';
import { SignInPage } from '../pages/sign-in.page.ts';
import { ShellPage } from '../pages/shell.page.ts';
import { usePortal } from '../support/fixture.ts';
import { assertNoSidewaysScroll } from '../support/phone.ts';
import { billingUser } from '../billing-transactions/seed.ts';
import { TellerWindowPage } from '../collection/pages/teller-window.page.ts';
import { accountOf, billedConsumers, seedTeller } from '../collection/seed.ts';

const portal = usePortal();

/** A 1x1 PNG: a real image by its bytes. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const AT_THE_METER = { latitude: 12.352104, longitude: 121.070512, accuracy: 6 };

async function signedInPhone(username: string, password: string): Promise<Page> {
  const page = await portal.newPhonePage();
  await page.context().grantPermissions(['geolocation']);
  await page.context().setGeolocation(AT_THE_METER);
  const signIn = new SignInPage(page);
  await signIn.goto();
  await signIn.signIn(username, password);
  await new ShellPage(page).waitForDashboard();
  return page;
}

/** Assigns the account's open order of `kind` to a crew and executes it with a photo and GPS. */
async function assignAndExecute(page: Page, accountNo: string, kind: 'Disconnection' | 'Reconnection', seal: string) {
  await page.goto(`/fsd/billing/transactions/meter-disconnection?view=orders&kind=${kind}&search=${accountNo}`);
  const cards = page.getByRole('list', { name: 'Disconnection and reconnection orders' });
  const card = cards.getByRole('listitem').filter({ hasText: accountNo });
  await card.getByRole('button', { name: 'Assign' }).click();
  const assign = page.getByRole('dialog', { name: /^Assign / });
  await assign.getByLabel('Crew').fill('Crew Uno');
  await assign.getByRole('button', { name: 'Assign' }).click();
  await assign.waitFor({ state: 'detached' });

  await card.getByRole('button', { name: 'Execute' }).click();
  const dialog = page.getByRole('dialog', {
    name: new RegExp(`${kind === 'Disconnection' ? 'Disconnect' : 'Reconnect'} ${accountNo}`),
  });
  await dialog.getByLabel('Meter reading').fill('1120');
  await dialog.getByLabel('Seal no.').fill(seal);
  // Evidence is required: saving without the photo and GPS names them.
  await dialog.getByRole('button', { name: /^Record / }).click();
  await dialog.getByText('Attach a photo of the meter.').waitFor();
  await dialog.getByTestId('photo-input').setInputFiles({ name: 'meter.png', mimeType: 'image/png', buffer: PNG });
  await dialog.getByRole('img', { name: 'Photo 1' }).waitFor();
  await dialog.getByRole('button', { name: 'Capture GPS' }).click();
  await dialog.getByTestId('gps-reading').filter({ hasText: '12.352104, 121.070512' }).waitFor();
  await assertNoSidewaysScroll(page, `the ${kind.toLowerCase()} dialog`);
  await dialog.getByRole('button', { name: /^Record / }).click();
  await dialog.waitFor({ state: 'detached' });
  await card.getByText('Executed').first().waitFor();
  await assertNoSidewaysScroll(page, 'the orders');
}

test('a disconnection executed on a phone with a photo, then reconnected after payment at the teller', async () => {
  const seeded = await billedConsumers(portal.baseUrl, ['DIWA, CONCHITA']);
  const accountNo = seeded.accounts[0]!;
  const crew = await billingUser(portal.baseUrl, ['MeterDisconnection'], 'e2e.crew');
  const teller = await seedTeller(portal.baseUrl);
  const before = await accountOf(teller.api, accountNo);
  const consumerId = before.consumer.consumerId;

  // The notice printed and served more than 48 hours ago (the office's part), then the order.
  const [notice] = await crew.api.call(printDisconnectionNoticesEndpoint, { body: { consumerIds: [consumerId] } });
  await crew.api.call(serveDisconnectionNoticeEndpoint, {
    params: { id: notice!.id },
    body: { servedAt: new Date(Date.now() - 50 * 3_600_000).toISOString(), servedTo: 'Conchita Diwa' },
  });
  await crew.api.call(createDisconnectionOrderEndpoint, { body: { noticeId: notice!.id } });

  const page = await signedInPhone(crew.username, crew.password);
  await assignAndExecute(page, accountNo, 'Disconnection', 'DS-1');
  const disconnected = await accountOf(teller.api, accountNo);
  assert.equal(disconnected.consumer.accountStatus, ACCOUNT_STATUS.Disconnected.value);
  // The photo is the order's evidence.
  const card = page
    .getByRole('list', { name: 'Disconnection and reconnection orders' })
    .getByRole('listitem')
    .filter({ hasText: accountNo });
  await card.getByRole('button', { name: 'Photos' }).click();
  const photos = page.getByRole('dialog', { name: /Disconnection$/ });
  await photos.getByRole('img', { name: /photo 1/ }).waitFor();
  assert.ok(
    await photos.getByRole('img', { name: /photo 1/ }).evaluate((img) => (img as HTMLImageElement).naturalWidth === 1),
  );
  await photos.getByRole('button', { name: 'Close' }).click();

  // At the teller's window: the arrears and the reconnection fee on one OR.
  const fee = disconnected.nonPowerBills.find((n) => n.typeName === 'Reconnection Fee');
  assert.ok(fee, 'the reconnection fee is billed');
  const total = [...disconnected.bills.map((b) => b.amountDue), fee.amount].reduce(
    (s, v) => s + Math.round(Number(v) * 100),
    0,
  );
  const desk = await portal.newPage();
  const signIn = new SignInPage(desk);
  await signIn.goto();
  await signIn.signIn(teller.username, teller.password);
  await new ShellPage(desk).waitForDashboard();
  const window = new TellerWindowPage(desk);
  await window.goto();
  await window.openDay();
  const account = desk.getByLabel('Account no., name or meter serial');
  await account.fill(accountNo);
  await account.press('Enter');
  await desk.getByRole('table', { name: 'Unpaid bills' }).waitFor();
  await desk.getByLabel(`Pay ${fee.billNo}`).check();
  const cash = desk.getByLabel('Cash received');
  await cash.fill((total / 100).toFixed(2));
  await cash.press('Enter');
  await desk.getByTestId('official-receipt').waitFor();

  // The payment made the reconnection order; the crew executes it the same way.
  const reconnection = await crew.api.call(listFieldOrdersEndpoint, {
    query: { kind: 'Reconnection', search: accountNo },
  });
  assert.equal(reconnection.total, 1);
  await assignAndExecute(page, accountNo, 'Reconnection', 'RS-1');
  const after = await accountOf(teller.api, accountNo);
  assert.equal(after.consumer.accountStatus, ACCOUNT_STATUS.Active.value);
  assert.equal(after.bills.length, 0);
});
