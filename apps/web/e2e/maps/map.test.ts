// The map in the browser (issue 17, item 4; docs/decisions/112): consumers and a pole seeded at a
// spot of their own (a shared database), found by the search, shown as points when zoomed in and
// as one cluster when zoomed out, a layer switched off, and a point's popup linking its record.
// No basemap tiles: the layers draw on a plain background.
import assert from 'node:assert/strict';
import { randomInt } from 'node:crypto';
import { test } from 'node:test';
import { createConsumerEndpoint } from '@ilaw/contracts/billing/consumers/create-consumer';
import { createPoleEndpoint } from '@ilaw/contracts/gis/poles/create-pole';
import { billingUser, runTag } from '../billing-transactions/seed.ts';
import { SignInPage } from '../pages/sign-in.page.ts';
import { ShellPage } from '../pages/shell.page.ts';
import { usePortal } from '../support/fixture.ts';
import { assertNoSidewaysScroll } from '../support/phone.ts';

const portal = usePortal();

test("the map's layers: found, clustered, switched off, and a point opens its record", async () => {
  const user = await billingUser(portal.baseUrl, ['BillingReport', 'DataGatherer'], 'e2e.map');
  const tag = runTag();
  // A spot of this run's own in the Sulu Sea (nobody else's records nearby), in the middle of a
  // grid cell of zoom 10 (the server's cell: 60 px of a 256-px tile world), so the three consumers
  // there are one cluster when zoomed out.
  const cell = (360 / (256 * 2 ** 10)) * 60;
  const lat = (Math.floor(8 / cell) + randomInt(12) + 0.5) * cell;
  const lng = (Math.floor(118 / cell) + randomInt(12) + 0.5) * cell;
  const accounts: string[] = [];
  for (let i = 0; i < 3; i++) {
    const accountNo = `05-M${tag}${i}`;
    await user.api.call(createConsumerEndpoint, {
      body: {
        accountNo,
        branchCode: 5,
        name: `MAPA${tag}, ANA ${i}`,
        town: 'San Jose',
        barangay: 'Poblacion',
        consumerClass: 'R',
        meterSerial: `MS-${accountNo}`,
        multiplier: '1',
        initialReading: '0',
        latitude: Number((lat + i * 0.0005).toFixed(6)),
        longitude: Number(lng.toFixed(6)),
      },
    });
    accounts.push(accountNo);
  }
  const poleNo = `MP-${tag}`;
  await user.api.call(createPoleEndpoint, {
    body: {
      poleNo,
      poleType: 'Concrete',
      heightFt: '40',
      branchCode: 5,
      latitude: lat.toFixed(6),
      longitude: (lng + 0.0008).toFixed(6),
      gatheredOn: '2026-01-10',
    },
  });

  const page = await portal.newPage();
  const signIn = new SignInPage(page);
  await signIn.goto();
  await signIn.signIn(user.username, user.password);
  await new ShellPage(page).waitForDashboard();

  await page.goto(`/map?q=${encodeURIComponent(`mapa${tag}`)}`);
  const map = page.getByRole('region', { name: 'Map' });
  await map.waitFor();
  assert.equal(await map.getAttribute('data-tiles'), 'off');
  const found = page.getByRole('list', { name: 'Found on the map' });
  await found.getByText(`${accounts[0]} · Consumers`).click();
  // Zoomed in on the consumer: each record its own point.
  const point = (title: string) => map.locator(`.leaflet-marker-icon[title="${title}"]`);
  for (const a of accounts) await point(`Consumers: ${a}`).waitFor();
  await point(`Poles: ${poleNo}`).waitFor();

  // The poles layer switched off: its point goes, the consumers stay.
  await page.getByRole('checkbox', { name: /^Poles/ }).uncheck();
  await point(`Poles: ${poleNo}`).waitFor({ state: 'detached' });
  await point(`Consumers: ${accounts[1]}`).waitFor();

  // A point's popup links its record.
  await point(`Consumers: ${accounts[1]}`).click();
  const open = map.getByRole('link', { name: 'Open the record' });
  await open.waitFor();
  assert.equal(await open.getAttribute('href'), `/consumer/info?account=${encodeURIComponent(accounts[1]!)}`);

  // Zoomed out, the three are one cluster of the consumers layer.
  await page.keyboard.press('Escape');
  const cluster = map.locator('.leaflet-marker-icon[title="3 consumers"]');
  for (let i = 0; i < 10 && (await cluster.count()) === 0; i++) {
    await Promise.all([
      page.waitForResponse((r) => r.url().includes('/api/v2/gis/map?')),
      map.getByRole('button', { name: 'Zoom out' }).click(),
    ]);
  }
  await cluster.waitFor();
  await point(`Consumers: ${accounts[0]}`).waitFor({ state: 'detached' });
});

test('the map at phone width: no sideways scroll, the search still moves the map (390 px)', async () => {
  const user = await billingUser(portal.baseUrl, ['DataGatherer'], 'e2e.mapphone');
  const tag = runTag();
  const poleNo = `MQ-${tag}`;
  await user.api.call(createPoleEndpoint, {
    body: {
      poleNo,
      poleType: 'Wood',
      heightFt: '35',
      branchCode: 10,
      latitude: (9 + randomInt(100_000) / 100_000).toFixed(6),
      longitude: (123 + randomInt(100_000) / 100_000).toFixed(6),
      gatheredOn: '2026-01-11',
    },
  });
  const page = await portal.newPhonePage();
  const signIn = new SignInPage(page);
  await signIn.goto();
  await signIn.signIn(user.username, user.password);
  await new ShellPage(page).waitForDashboard();
  await page.goto(`/map?q=${encodeURIComponent(poleNo)}`);
  const map = page.getByRole('region', { name: 'Map' });
  await map.waitFor();
  await page.getByRole('list', { name: 'Found on the map' }).getByText(`${poleNo} · Poles`).click();
  await map.locator(`.leaflet-marker-icon[title="Poles: ${poleNo}"]`).waitFor();
  await assertNoSidewaysScroll(page, 'map');
});
