// A meter reader reads a route with no signal (issue 17 item 5, decision 113): the phone is set up
// for use without signal, the browser goes offline, the page still opens from the phone, readings
// wait on the phone, and when the signal returns they are sent: one posts, one the office had
// changed meanwhile comes back as a conflict in words. The same sync sent again posts nothing more.
// Each kept reading carries where the phone was.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { enterReadingEndpoint } from '@ilaw/contracts/billing/readings/enter-reading';
import { routeSheetEndpoint } from '@ilaw/contracts/billing/readings/get-route-sheet';
import { syncFieldReadingsEndpoint } from '@ilaw/contracts/billing/readings/sync-field-readings';
import { updateMeterReaderEndpoint } from '@ilaw/contracts/billing/meter-readers/update-meter-reader';
import { listRoutesEndpoint } from '@ilaw/contracts/billing/routes/list-routes';
import { recordHistoryEndpoint } from '@ilaw/contracts/platform/audit/record-history';
import { SignInPage } from '../pages/sign-in.page.ts';
import { ShellPage } from '../pages/shell.page.ts';
import { ApiSession } from '../support/api.ts';
import { usePortal } from '../support/fixture.ts';
import { assertNoSidewaysScroll } from '../support/phone.ts';
import { ADMIN_PASSWORD, ADMIN_USERNAME } from '../support/server.ts';
import { billingUser, seedRoute } from './seed.ts';

const portal = usePortal();

// A 1x1 PNG: the meter's photo.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

test('a route read on a phone without signal arrives once when the signal returns', async () => {
  const clerk = await billingUser(portal.baseUrl, ['BillingReport'], 'e2e.clerk');
  const office = await billingUser(portal.baseUrl, ['BillingTransactions'], 'e2e.office');
  const reader = await billingUser(portal.baseUrl, ['MeterReader'], 'e2e.reader');
  const seeded = await seedRoute(portal.baseUrl, clerk.api, ['ABAD, ANA', 'BAUTISTA, BEN', 'CRUZ, CARLA']);
  const [first, second] = seeded.accounts as [string, string, string];
  const admin = await ApiSession.signIn(portal.baseUrl, ADMIN_USERNAME, ADMIN_PASSWORD);
  const route = (await admin.call(listRoutesEndpoint, { query: { branchCode: 5 } })).find(
    (r) => r.id === seeded.routeId,
  )!;
  await admin.call(updateMeterReaderEndpoint, {
    params: { id: route.meterReaderId! },
    body: { name: route.meterReaderName!, branchCode: 5, userId: reader.userId, isActive: true },
  });

  const page = await portal.newPhonePage();
  // The phone knows where it is: each kept reading carries the spot.
  await page.context().grantPermissions(['geolocation']);
  await page.context().setGeolocation({ latitude: 12.3512, longitude: 121.0687 });
  const signIn = new SignInPage(page);
  await signIn.goto();
  await signIn.signIn(reader.username, reader.password);
  await new ShellPage(page).waitForDashboard();
  const address = `/fsd/billing/transactions/entering-meter-reading?billMonthId=${seeded.billMonthId}&routeId=${seeded.routeId}`;
  await page.goto(address);
  await page.locator(`[aria-label="Consumer card"][data-account="${first}"]`).waitFor();

  // Set up once, with signal: the worker keeps the portal and this route's answers.
  await page.getByRole('button', { name: 'Use without signal' }).click();
  await page.getByText('This phone keeps the portal and your route for reading without signal.').waitFor();

  // No signal: the page opens again from the phone.
  const sent: string[] = [];
  let photoUploads = 0;
  page.on('request', (r) => {
    if (r.url().endsWith('/api/v2/billing/meter-readings/field-sync')) sent.push(r.postData() ?? '');
    if (r.url().endsWith('/api/v2/field-photos')) photoUploads += 1;
  });
  await page.context().setOffline(true);
  await page.reload();
  await page.locator(`[aria-label="Consumer card"][data-account="${first}"]`).waitFor();
  await page.getByText('No signal. Readings are kept on this phone and sent when it is back online.').waitFor();

  await page.getByLabel(`Present reading of ${first}`).fill('1075');
  // The first meter's photo is taken on the card and kept with its reading.
  await page
    .locator(`[aria-label="Consumer card"][data-account="${first}"]`)
    .getByTestId('photo-input')
    .setInputFiles({ name: 'meter.png', mimeType: 'image/png', buffer: PNG });
  await page.getByRole('img', { name: 'Photo 1' }).waitFor();
  await page.getByLabel(`Present reading of ${first}`).press('Enter');
  await page.locator(`[aria-label="Consumer card"][data-account="${second}"]`).waitFor();
  await page.getByLabel(`Present reading of ${second}`).fill('1080');
  await page.getByLabel(`Present reading of ${second}`).press('Enter');
  await page.getByTestId('waiting-count').filter({ hasText: '2 readings waiting to sync' }).waitFor();
  // The kept reading shows on its card, marked as waiting.
  await page.getByRole('button', { name: 'Previous', exact: true }).click();
  const kept = page.locator(`[aria-label="Consumer card"][data-account="${second}"]`);
  await kept.getByText('Waiting to sync').waitFor();
  assert.equal(await page.getByLabel(`Present reading of ${second}`).inputValue(), '1080');
  await assertNoSidewaysScroll(page, 'reading without signal');
  assert.deepEqual(sent, [], 'nothing is sent without signal');

  // Meanwhile the office enters the second consumer's reading.
  await office.api.call(enterReadingEndpoint, {
    body: {
      billMonthId: seeded.billMonthId,
      accountNo: second,
      presentReading: '1100',
      remark: null,
      newMeterInitial: null,
      oldMeterFinal: null,
      demandKw: null,
    },
  });

  // The signal returns: the phone sends what waits and says what the office did not take.
  await page.context().setOffline(false);
  const conflict = page.locator(`[role="alert"][data-account="${second}"]`);
  await conflict.waitFor();
  assert.match(
    (await conflict.textContent()) ?? '',
    /1080 not saved.*A reading of 1100\.00 was recorded in the office after this phone loaded the route; the phone's 1080 was not saved\./,
  );
  await page.getByTestId('waiting-count').waitFor({ state: 'detached' });

  const sheet = await office.api.call(routeSheetEndpoint, {
    query: { billMonthId: seeded.billMonthId, routeId: seeded.routeId },
  });
  const byAccount = new Map(sheet.map((r) => [r.accountNo, r]));
  assert.equal(byAccount.get(first)?.presentReading, '1075.00');
  assert.equal(byAccount.get(second)?.presentReading, '1100.00');

  // The same sync sent again (a lost answer, a retry) posts nothing more.
  assert.equal(sent.length, 1);
  const body = syncFieldReadingsEndpoint.body!.parse(JSON.parse(sent[0]!));
  assert.deepEqual(
    body.readings.map((r) => [r.accountNo, r.basisReading, r.latitude, r.longitude]),
    [
      [first, null, 12.3512, 121.0687],
      [second, null, 12.3512, 121.0687],
    ],
  );
  // The photo went up once, before its reading, which names it.
  assert.equal(photoUploads, 1);
  assert.deepEqual(
    body.readings.map((r) => r.photoKeys.length),
    [1, 0],
  );
  const replay = await reader.api.call(syncFieldReadingsEndpoint, { body });
  assert.deepEqual(
    replay.results.map((r) => [r.accountNo, r.outcome]),
    [
      [first, 'already-posted'],
      [second, 'conflict'],
    ],
  );
  const history = await admin.call(recordHistoryEndpoint, {
    params: {
      entityType: 'billing-meter-reading',
      entityId: `${byAccount.get(first)!.consumerId}:${seeded.billMonthId}`,
    },
  });
  assert.equal(history.length, 1, JSON.stringify(history));

  // The reader has read why; the conflict goes.
  await conflict.getByRole('button', { name: 'Dismiss' }).click();
  await conflict.waitFor({ state: 'detached' });
});
