// A disconnection crew without signal (issue 17 item 5, decision 114): at 390 px the phone is set
// up for use without signal with the crew's assigned orders, the browser goes offline, the page
// still opens from the phone, the order is executed with a photo and GPS and waits on the phone;
// when the signal returns the photo and the execution are sent and the order is executed once.
// The same sync sent again posts nothing more. Seeded with a new route, account and crew name, so
// other tests' data on a shared database never meets it.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { test } from 'node:test';
import { ACCOUNT_STATUS } from '@ilaw/contracts/billing/enums';
import { assignFieldOrdersEndpoint } from '@ilaw/contracts/billing/field-orders/assign-field-orders';
import { createDisconnectionOrderEndpoint } from '@ilaw/contracts/billing/field-orders/create-disconnection-order';
import { listFieldOrdersEndpoint } from '@ilaw/contracts/billing/field-orders/list-field-orders';
import { syncFieldOrdersEndpoint } from '@ilaw/contracts/billing/field-orders/sync-field-orders';
import { printDisconnectionNoticesEndpoint } from '@ilaw/contracts/billing/disconnections/print-disconnection-notices';
import { serveDisconnectionNoticeEndpoint } from '@ilaw/contracts/billing/disconnections/serve-disconnection-notice';
import { recordHistoryEndpoint } from '@ilaw/contracts/platform/audit/record-history';
import { SignInPage } from '../pages/sign-in.page.ts';
import { ShellPage } from '../pages/shell.page.ts';
import { ApiSession } from '../support/api.ts';
import { usePortal } from '../support/fixture.ts';
import { assertNoSidewaysScroll } from '../support/phone.ts';
import { ADMIN_PASSWORD, ADMIN_USERNAME } from '../support/server.ts';
import { billingUser } from '../billing-transactions/seed.ts';
import { accountOf, billedConsumers, seedTeller } from '../collection/seed.ts';

const portal = usePortal();

/** A 1x1 PNG: a real image by its bytes. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

test('a disconnection executed without signal, with a photo, arrives once when the signal returns', async () => {
  const seeded = await billedConsumers(portal.baseUrl, ['ESPIRITU, EMMA']);
  const accountNo = seeded.accounts[0]!;
  const crew = await billingUser(portal.baseUrl, ['MeterDisconnection'], 'e2e.offcrew');
  const teller = await seedTeller(portal.baseUrl);
  const consumerId = (await accountOf(teller.api, accountNo)).consumer.consumerId;
  const crewName = `Crew ${randomUUID().slice(0, 8)}`;

  // The office's part: the notice served more than 48 hours ago, the order, assigned to the crew.
  const [notice] = await crew.api.call(printDisconnectionNoticesEndpoint, { body: { consumerIds: [consumerId] } });
  await crew.api.call(serveDisconnectionNoticeEndpoint, {
    params: { id: notice!.id },
    body: { servedAt: new Date(Date.now() - 50 * 3_600_000).toISOString(), servedTo: 'Emma Espiritu' },
  });
  const order = await crew.api.call(createDisconnectionOrderEndpoint, { body: { noticeId: notice!.id } });
  await crew.api.call(assignFieldOrdersEndpoint, { body: { orderIds: [order.id], crew: crewName } });

  const page = await portal.newPhonePage();
  await page.context().grantPermissions(['geolocation']);
  await page.context().setGeolocation({ latitude: 12.352104, longitude: 121.070512, accuracy: 6 });
  const signIn = new SignInPage(page);
  await signIn.goto();
  await signIn.signIn(crew.username, crew.password);
  await new ShellPage(page).waitForDashboard();
  await page.goto(`/fsd/billing/transactions/meter-disconnection?view=orders&status=Assigned&search=${accountNo}`);
  const card = page
    .getByRole('list', { name: 'Disconnection and reconnection orders' })
    .getByRole('listitem')
    .filter({ hasText: accountNo });
  await card.getByRole('button', { name: 'Execute' }).waitFor();

  // Set up once, with signal: the worker keeps the portal and the crew's orders.
  await page.getByRole('button', { name: 'Use without signal' }).click();
  await page.getByText('This phone keeps the portal and your orders for work without signal.').waitFor();

  const sent: string[] = [];
  const photoUploads: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/v2/billing/field-orders/field-sync')) sent.push(r.postData() ?? '');
    if (r.url().endsWith('/api/v2/field-photos')) photoUploads.push(r.url());
  });
  await page.context().setOffline(true);
  await page.reload();
  await card.getByRole('button', { name: 'Execute' }).waitFor();
  await page
    .getByText('No signal. Executed orders are kept on this phone with their photos and sent when it is back online.')
    .waitFor();

  await card.getByRole('button', { name: 'Execute' }).click();
  const dialog = page.getByRole('dialog', { name: new RegExp(`Disconnect ${accountNo}`) });
  await dialog.getByLabel('Meter reading').fill('1125');
  await dialog.getByLabel('Seal no.').fill('OFF-1');
  await dialog.getByTestId('photo-input').setInputFiles({ name: 'meter.png', mimeType: 'image/png', buffer: PNG });
  await dialog.getByRole('img', { name: 'Photo 1' }).waitFor();
  await dialog.getByRole('button', { name: 'Capture GPS' }).click();
  await dialog.getByTestId('gps-reading').filter({ hasText: '12.352104, 121.070512' }).waitFor();
  await dialog.getByRole('button', { name: 'Record disconnection' }).click();
  await dialog.waitFor({ state: 'detached' });
  await card.getByText('Waiting to sync').waitFor();
  await page.getByTestId('waiting-count').filter({ hasText: '1 order waiting to sync' }).waitFor();
  await assertNoSidewaysScroll(page, 'orders without signal');
  assert.deepEqual([sent, photoUploads], [[], []], 'nothing is sent without signal');

  // The signal returns: the photo, then the execution; the order is executed.
  await page.context().setOffline(false);
  await page.getByTestId('waiting-count').waitFor({ state: 'detached' });
  await page.goto(`/fsd/billing/transactions/meter-disconnection?view=orders&search=${accountNo}`);
  await card.getByText('Executed').first().waitFor();
  assert.equal(sent.length, 1);
  assert.equal(photoUploads.length, 1);
  const after = await accountOf(teller.api, accountNo);
  assert.equal(after.consumer.accountStatus, ACCOUNT_STATUS.Disconnected.value);
  const [executed] = (await crew.api.call(listFieldOrdersEndpoint, { query: { search: order.orderNo } })).data;
  assert.deepEqual(
    [executed!.status, executed!.sealNo, executed!.latitude, executed!.photoIds.length],
    ['Executed', 'OFF-1', '12.352104', 1],
  );

  // The same sync sent again (a lost answer, a retry) posts nothing more.
  const body = syncFieldOrdersEndpoint.body!.parse(JSON.parse(sent[0]!));
  assert.deepEqual(
    body.records.map((r) => [r.orderId, r.crew, r.photoKeys.length]),
    [[order.id, crewName, 1]],
  );
  const replay = await crew.api.call(syncFieldOrdersEndpoint, { body });
  assert.deepEqual(
    replay.results.map((r) => [r.reference, r.outcome]),
    [[order.orderNo, 'already-posted']],
  );
  const again = (await crew.api.call(listFieldOrdersEndpoint, { query: { search: order.orderNo } })).data[0]!;
  assert.equal(again.photoIds.length, 1);
  const admin = await ApiSession.signIn(portal.baseUrl, ADMIN_USERNAME, ADMIN_PASSWORD);
  const history = await admin.call(recordHistoryEndpoint, {
    params: { entityType: 'billing-field-order', entityId: String(order.id) },
  });
  assert.equal(history.filter((h) => h.action === 'executed').length, 1, JSON.stringify(history));
});
