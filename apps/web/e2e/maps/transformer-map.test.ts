// The transformer map at phone width (docs/decisions/115): /tsd/distribution-transformer/map on the
// portal's map, one layer per group (mounted by latest loading, dismounted at the last place), the
// search moving the map onto a transformer, a group switched off (kept in the address), and a
// transformer's popup linking its record. Transformers of this run's own, at a spot of their own.
import assert from 'node:assert/strict';
import { randomInt } from 'node:crypto';
import { test } from 'node:test';
import { createTransformerBrandEndpoint } from '@ilaw/contracts/tsd/transformer-brands/create-transformer-brand';
import { createTransformerEndpoint } from '@ilaw/contracts/tsd/transformers/create-transformer';
import { moveTransformerEndpoint } from '@ilaw/contracts/tsd/transformers/move-transformer';
import { billingUser, runTag } from '../billing-transactions/seed.ts';
import { SignInPage } from '../pages/sign-in.page.ts';
import { ShellPage } from '../pages/shell.page.ts';
import { usePortal } from '../support/fixture.ts';
import { assertNoSidewaysScroll } from '../support/phone.ts';

const portal = usePortal();

test('the transformer map at 390 px: groups as layers, a group switched off, a transformer opens its record', async () => {
  const user = await billingUser(portal.baseUrl, ['DistributionTransformer', 'TransformerInstallation'], 'e2e.tmap');
  const tag = runTag();
  const brand = await user.api.call(createTransformerBrandEndpoint, { body: { name: `Map Brand ${tag}` } });
  // A spot of this run's own in the Sibuyan Sea; the two transformers 30 m apart.
  const lat = 12.6 + randomInt(40_000) / 100_000;
  const lng = 122.3 + randomInt(40_000) / 100_000;
  const unit = (serialNo: string, latitude: number) =>
    user.api.call(createTransformerEndpoint, {
      body: {
        serialNo,
        brandId: brand.id,
        kva: '25',
        phase: 'SinglePhase',
        primaryVoltage: 7620,
        secondaryVoltage: 240,
        core: 'SiliconSteelCore',
        bushing: 'DoubleBushing',
        coolingClass: 'OA',
        temperatureRise: 65,
        ownership: 'Cooperative',
        branchCode: 5,
        poleNo: `TP-${serialNo}`,
        latitude: latitude.toFixed(6),
        longitude: lng.toFixed(6),
      },
    });
  const stored = await unit(`TMS-${tag}`, lat);
  const mounted = await unit(`TMM-${tag}`, lat + 0.0003);
  await user.api.call(moveTransformerEndpoint, {
    params: { id: mounted.id },
    body: {
      action: 'Installed',
      actionDate: new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10),
      poleNo: `TP-${tag}`,
      latitude: (lat + 0.0003).toFixed(6),
      longitude: lng.toFixed(6),
    },
  });

  const page = await portal.newPhonePage();
  const signIn = new SignInPage(page);
  await signIn.goto();
  await signIn.signIn(user.username, user.password);
  await new ShellPage(page).waitForDashboard();

  await page.goto(`/tsd/distribution-transformer/map?q=${encodeURIComponent(`tmm-${tag}`)}`);
  const map = page.getByRole('region', { name: 'Transformer map' });
  await map.waitFor();
  assert.equal(await map.getAttribute('data-tiles'), 'off');
  await page.getByRole('list', { name: 'Transformers found' }).getByText(`TMM-${tag}`).click();
  const point = (serial: string) => map.locator(`.leaflet-marker-icon[title="Transformers: ${serial}"]`);
  await point(`TMM-${tag}`).waitFor();
  await point(`TMS-${tag}`).waitFor();
  await assertNoSidewaysScroll(page, 'the transformer map');

  // The dismounted group switched off: its transformer goes, the mounted one stays; the address keeps it.
  // The boxes follow the address (set after the click), so click and wait for it rather than check().
  const dismounted = page.getByRole('checkbox', { name: /^Dismounted/ });
  await dismounted.click();
  await page.waitForURL(/hide=Dismounted/);
  await point(`TMS-${tag}`).waitFor({ state: 'detached' });
  await point(`TMM-${tag}`).waitFor();
  assert.equal(await dismounted.isChecked(), false);

  // The mounted one has no load reading yet; its popup links its record.
  await point(`TMM-${tag}`).click();
  await map.getByText('Mounted, not read').waitFor();
  const open = map.getByRole('link', { name: 'Open the record' });
  assert.equal(await open.getAttribute('href'), `/tsd/distribution-transformer/form?id=${mounted.id}`);

  // Back on: the dismounted one returns.
  // By keyboard: the map scrolled the layer boxes under the phone's fixed app bar.
  await page.keyboard.press('Escape');
  await dismounted.focus();
  await page.keyboard.press('Space');
  await page.waitForURL((u) => !u.search.includes('hide='));
  await point(`TMS-${tag}`).waitFor();
  assert.equal(await dismounted.isChecked(), true);
  assert.ok(stored.id > 0);
});
