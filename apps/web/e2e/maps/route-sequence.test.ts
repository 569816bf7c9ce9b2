// A route re-sequenced at phone width (issue 17, item 3; docs/decisions/112): coordinates uploaded,
// the route on the map in reading sequence, the nearest-neighbour order saved, then one meter
// moved up with the arrows and saved; the stored sequence follows each save.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { listMeterLocationsEndpoint } from '@ilaw/contracts/billing/meter-locations/list-meter-locations';
import { billingUser, seedRoute } from '../billing-transactions/seed.ts';
import { MeterLocationsPage } from '../billing-operations/pages/meter-locations.page.ts';
import { SignInPage } from '../pages/sign-in.page.ts';
import { ShellPage } from '../pages/shell.page.ts';
import { usePortal } from '../support/fixture.ts';
import { assertNoSidewaysScroll } from '../support/phone.ts';

const portal = usePortal();

test('a route re-sequenced by nearest neighbour and by the arrows, on the map (390 px)', async () => {
  const clerk = await billingUser(portal.baseUrl, ['BillingReport', 'MeterLocations'], 'e2e.resequence');
  const seeded = await seedRoute(portal.baseUrl, clerk.api, ['ALON, ANA', 'BATO, BEN', 'CRUZ, CARLA', 'DIZON, DAN']);
  const [a, b, c, d] = seeded.accounts as [string, string, string, string];
  const stored = async () =>
    (
      await clerk.api.call(listMeterLocationsEndpoint, {
        query: { routeId: seeded.routeId, page: 1, itemsPerPage: 15 },
      })
    ).data.map((x) => [x.accountNo, x.sequence]);

  const page = await portal.newPhonePage();
  const signIn = new SignInPage(page);
  await signIn.goto();
  await signIn.signIn(clerk.username, clerk.password);
  await new ShellPage(page).waitForDashboard();

  // Along one street, north: A at 0 m, B at 222 m, C at 111 m, D at 333 m.
  const locations = new MeterLocationsPage(page);
  await locations.goto('upload', seeded.routeId);
  const result = await locations.upload(
    'route.csv',
    [
      'Account No.,Latitude,Longitude',
      `${a},7.0700,125.61`,
      `${b},7.0720,125.61`,
      `${c},7.0710,125.61`,
      `${d},7.0730,125.61`,
    ].join('\n'),
  );
  await result
    .getByText(/4 posted/)
    .first()
    .waitFor();

  await locations.goto('route', seeded.routeId);
  const map = page.getByRole('region', { name: 'Route map' });
  await map.waitFor();
  for (const [i, acct] of [a, b, c, d].entries()) {
    await map.locator(`.leaflet-marker-icon[title="${i + 1} ${acct}"]`).waitFor();
  }
  assert.match((await locations.walk().textContent()) ?? '', /^Walk in reading sequence: 0\.56 km/);

  await page.getByRole('button', { name: 'Nearest neighbour order' }).click();
  await locations
    .walk()
    .getByText(/^Walk in reading sequence: 0\.33 km/)
    .waitFor();
  await map.locator(`.leaflet-marker-icon[title="2 ${c}"]`).waitFor();
  await page.getByRole('button', { name: 'Save the sequence' }).click();
  await page.getByRole('status').filter({ hasText: 'Saved order.' }).waitFor();
  assert.deepEqual(await stored(), [
    [a, 1],
    [c, 2],
    [b, 3],
    [d, 4],
  ]);

  // D moved up one with its arrow: before B.
  await locations
    .row('Route in reading sequence', d)
    .getByRole('button', { name: `Move ${d} up` })
    .click();
  await page.getByRole('status').filter({ hasText: 'Not saved' }).waitFor();
  await assertNoSidewaysScroll(page, 'route re-sequencing');
  await page.getByRole('button', { name: 'Save the sequence' }).click();
  await page.getByRole('status').filter({ hasText: 'Saved order.' }).waitFor();
  assert.deepEqual(await stored(), [
    [a, 1],
    [c, 2],
    [d, 3],
    [b, 4],
  ]);
});
