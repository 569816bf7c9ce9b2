// Meter Locations in the browser, at phone width (issue 17, item 3's list and upload): a clerk
// uploads a route's coordinates with one bad line, sees the line and its reason, then walks the
// route in reading sequence with its length and sketch; the list finds who still has none.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { SignInPage } from '../pages/sign-in.page.ts';
import { ShellPage } from '../pages/shell.page.ts';
import { usePortal } from '../support/fixture.ts';
import { assertNoSidewaysScroll } from '../support/phone.ts';
import { billingUser, seedRoute } from '../billing-transactions/seed.ts';
import { MeterLocationsPage } from './pages/meter-locations.page.ts';

const portal = usePortal();

test('coordinates uploaded for a route, a bad line reported, the route walked in sequence (390 px)', async () => {
  const clerk = await billingUser(portal.baseUrl, ['BillingReport', 'MeterLocations'], 'e2e.locations');
  const seeded = await seedRoute(portal.baseUrl, clerk.api, ['ALON, ANA', 'BATO, BEN', 'CRUZ, CARLA', 'DIZON, DAN']);
  const [a, b, c, d] = seeded.accounts as [string, string, string, string];

  const page = await portal.newPhonePage();
  const signIn = new SignInPage(page);
  await signIn.goto();
  await signIn.signIn(clerk.username, clerk.password);
  await new ShellPage(page).waitForDashboard();

  const locations = new MeterLocationsPage(page);
  await locations.goto('upload', seeded.routeId);
  const result = await locations.upload(
    'route.csv',
    [
      'Account No.,Latitude,Longitude',
      `${a},7.0700,125.6100`,
      `${b},7.0710,125.6100`,
      `${c},7.0720,125.6100`,
      `${d},125.61,7.07`,
    ].join('\n'),
  );
  await result
    .getByText(/3 posted/)
    .first()
    .waitFor();
  await result.getByText('Enter a latitude between 4.5 and 21.5 (the Philippines), e.g. 7.0731.').waitFor();

  // The route in reading sequence: two legs of about 111 m, one meter still without coordinates.
  await locations.goto('route', seeded.routeId);
  await locations
    .walk()
    .getByText(/through 3 located meters; 1 without coordinates\./)
    .waitFor();
  assert.match((await locations.walk().textContent()) ?? '', /^Walk in reading sequence: 0\.22 km/);
  await locations.sketch().waitFor();
  await assertNoSidewaysScroll(page, 'route walk');
  await locations.row('Route in reading sequence', b).getByText('111 m').waitFor();

  // The list narrowed to the route's meters without coordinates finds the one left.
  await page.goto(`/fsd/billing/meter-locations?route=${seeded.routeId}&located=missing`);
  await locations.row('Meter locations', d).waitFor();
  assert.equal(await locations.row('Meter locations', a).count(), 0);
  await assertNoSidewaysScroll(page, 'meter locations list');
});
