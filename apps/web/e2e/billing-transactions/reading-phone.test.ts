// A meter reader on a phone (issue 11, items 8 and 13; docs/decisions/047): Entering Meter Reading
// opens on the reader's own route and shows one consumer card at a time at 390 px, the account and
// name visible, the whole reading in a large field, the remark select not cut, previous / next.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { listRoutesEndpoint } from '@ilaw/contracts/billing/routes/list-routes';
import { updateMeterReaderEndpoint } from '@ilaw/contracts/billing/meter-readers/update-meter-reader';
import { SignInPage } from '../pages/sign-in.page.ts';
import { ShellPage } from '../pages/shell.page.ts';
import { ApiSession } from '../support/api.ts';
import { usePortal } from '../support/fixture.ts';
import { ADMIN_PASSWORD, ADMIN_USERNAME } from '../support/server.ts';
import { billingUser, seedRoute } from './seed.ts';

const portal = usePortal();

test('a reader’s phone opens on their route, one consumer card at a time', async () => {
  const clerk = await billingUser(portal.baseUrl, ['BillingReport'], 'e2e.clerk');
  const reader = await billingUser(portal.baseUrl, ['MeterReader'], 'e2e.reader');
  const seeded = await seedRoute(portal.baseUrl, clerk.api, ['ABAD, ANA', 'BAUTISTA, BENJAMIN RODRIGO']);
  const [first, second] = seeded.accounts as [string, string];
  const admin = await ApiSession.signIn(portal.baseUrl, ADMIN_USERNAME, ADMIN_PASSWORD);
  const route = (await admin.call(listRoutesEndpoint, { query: { branchCode: 5 } })).find(
    (r) => r.id === seeded.routeId,
  )!;
  await admin.call(updateMeterReaderEndpoint, {
    params: { id: route.meterReaderId! },
    body: { name: route.meterReaderName!, branchCode: 5, userId: reader.userId, isActive: true },
  });

  const page = await portal.newPhonePage();
  const signIn = new SignInPage(page);
  await signIn.goto();
  await signIn.signIn(reader.username, reader.password);
  await new ShellPage(page).waitForDashboard();
  // No route in the address: the screen opens on the reader's own (and only) route.
  await page.goto(`/fsd/billing/transactions/entering-meter-reading?billMonthId=${seeded.billMonthId}`);
  await page.waitForURL(new RegExp(`routeId=${seeded.routeId}`));
  const card = page.getByRole('group', { name: 'Consumer card' });
  await card.waitFor();
  assert.equal(await page.getByRole('table', { name: 'Route reading sheet' }).count(), 0);
  assert.equal(await card.getAttribute('data-account'), first);
  assert.match((await page.getByTestId('card-consumer').textContent()) ?? '', /1 of 2.*ABAD, ANA/);

  // The whole reading shows in the field, inside the 390 px screen.
  const input = page.getByLabel(`Present reading of ${first}`);
  await input.fill('1075.25');
  const fits = await input.evaluate((el) => {
    const i = el as HTMLInputElement;
    return i.scrollWidth <= i.clientWidth && i.getBoundingClientRect().right <= window.innerWidth;
  });
  assert.equal(fits, true);
  const remark = page.getByLabel(`Remark of ${first}`);
  const box = await remark.boundingBox();
  assert.ok(box !== null && box.x >= 0 && box.x + box.width <= 390, JSON.stringify(box));

  // Enter saves and shows the next consumer; Previous goes back to the saved one.
  await input.press('Enter');
  await page
    .getByRole('group', { name: 'Consumer card' })
    .and(page.locator(`[data-account="${second}"]`))
    .waitFor();
  assert.match((await page.getByTestId('card-consumer').textContent()) ?? '', /2 of 2.*BAUTISTA, BENJAMIN RODRIGO/);
  await page.getByRole('button', { name: 'Previous', exact: true }).click();
  const back = page.locator(`[aria-label="Consumer card"][data-account="${first}"]`);
  await back.waitFor();
  assert.equal(await back.getAttribute('data-saved'), 'true');
  assert.equal(await page.getByLabel(`Present reading of ${first}`).inputValue(), '1075.25');
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await page.locator(`[aria-label="Consumer card"][data-account="${second}"]`).waitFor();
});
