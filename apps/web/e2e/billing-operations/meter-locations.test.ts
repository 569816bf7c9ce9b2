// Meter Locations in the browser, at phone width (issue 17, item 3's list and upload): a clerk
// uploads a route's coordinates with one bad line, sees the line and its reason, then walks the
// route in reading sequence with its length and sketch; the list finds who still has none, and
// the reader's phone reading places it (From the readers' phones).
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { test } from 'node:test';
import { updateMeterReaderEndpoint } from '@ilaw/contracts/billing/meter-readers/update-meter-reader';
import { syncFieldReadingsEndpoint } from '@ilaw/contracts/billing/readings/sync-field-readings';
import { listRoutesEndpoint } from '@ilaw/contracts/billing/routes/list-routes';
import { ApiSession } from '../support/api.ts';
import { ADMIN_PASSWORD, ADMIN_USERNAME } from '../support/server.ts';
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

  // The reader reads the route on the phone; the phone's position at the last meter places it.
  const reader = await billingUser(portal.baseUrl, ['MeterReader'], 'e2e.locreader');
  const admin = await ApiSession.signIn(portal.baseUrl, ADMIN_USERNAME, ADMIN_PASSWORD);
  const route = (await admin.call(listRoutesEndpoint, { query: { branchCode: 5 } })).find(
    (r) => r.id === seeded.routeId,
  )!;
  await admin.call(updateMeterReaderEndpoint, {
    params: { id: route.meterReaderId! },
    body: { name: route.meterReaderName!, branchCode: 5, userId: reader.userId, isActive: true },
  });
  const synced = await reader.api.call(syncFieldReadingsEndpoint, {
    body: {
      readings: [
        {
          key: randomUUID(),
          billMonthId: seeded.billMonthId,
          accountNo: d,
          presentReading: '1050',
          remark: null,
          newMeterInitial: null,
          oldMeterFinal: null,
          demandKw: null,
          basisReading: null,
          readAt: new Date().toISOString(),
          latitude: 7.073,
          longitude: 125.61,
        },
      ],
    },
  });
  assert.equal(synced.results[0]!.outcome, 'posted');
  await locations.goto('upload', seeded.routeId);
  const phones = page.getByRole('region', { name: "From the readers' phones" });
  await phones
    .getByText('Without coordinates on this route: 1 consumer. A phone reading can place 1 of them.')
    .waitFor();
  await locations.row('Coordinates from phone readings', d).getByText('7.073000, 125.610000').waitFor();
  await assertNoSidewaysScroll(page, 'coordinates from phone readings');
  await phones.getByRole('button', { name: 'Place 1 consumer' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Place' }).click();
  await phones
    .getByText('Without coordinates on this route: 0 consumers. A phone reading can place 0 of them.')
    .waitFor();
  await page.goto(`/fsd/billing/meter-locations?route=${seeded.routeId}&located=missing`);
  await page.getByText('No consumers match.').first().waitFor();
});
