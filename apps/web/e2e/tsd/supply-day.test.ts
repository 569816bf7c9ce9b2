// The detail screens of issue 15 (decision 117) in the browser: power monitoring chooses a supplier,
// enters a day on its form, lands on the supplier's record of that day and corrects it there; the
// meter laboratory opens a calibration batch and one meter with their test points.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createMeterCalibrationEndpoint } from '@ilaw/contracts/tsd/meter-calibrations/create-meter-calibration';
import { createMeterReceiptEndpoint } from '@ilaw/contracts/tsd/meter-receipts/create-meter-receipt';
import type { Role } from '@ilaw/contracts/roles';
import { createPowerSupplierEndpoint } from '@ilaw/contracts/tsd/power-suppliers/create-power-supplier';
import type { Page } from 'playwright-core';
import { ShellPage } from '../pages/shell.page.ts';
import { SignInPage } from '../pages/sign-in.page.ts';
import { ApiSession, createUserWithRoles, uniqueName } from '../support/api.ts';
import { usePortal } from '../support/fixture.ts';

const portal = usePortal();

async function signedIn(roles: Role[], prefix: string): Promise<{ page: Page; api: ApiSession }> {
  const u = await createUserWithRoles(portal.baseUrl, roles, prefix);
  const api = await ApiSession.signIn(portal.baseUrl, u.username, u.password);
  const page = await portal.newPage();
  const signIn = new SignInPage(page);
  await signIn.goto();
  await signIn.signIn(u.username, u.password);
  await new ShellPage(page).waitForDashboard();
  return { page, api };
}

test("a supplier is chosen, a day entered on its form, and corrected from the day's record", async () => {
  const tag = uniqueName('sd').split('.')[1]!.toUpperCase();
  // A day of its own in the shared database: a supplier of its own, a random day of 2001-2020.
  const n = Number.parseInt(tag.replace(/[^0-9A-F]/g, '').slice(0, 6) || '1', 16);
  const day = `${2001 + (n % 20)}-${String(1 + (n % 12)).padStart(2, '0')}-${String(1 + (n % 28)).padStart(2, '0')}`;
  const { page, api } = await signedIn(['PowerMonitoring'], 'e2e.supplyday');
  const name = `E2E Day Supplier ${tag}`;
  const supplier = await api.call(createPowerSupplierEndpoint, { body: { name } });

  await page.goto('/tsd/power-supplies/select-supplier');
  await page.getByRole('heading', { name: 'Select Supplier' }).waitFor();
  await page.getByRole('link', { name: `Enter a day of ${name}` }).click();
  await page.waitForURL((url) => url.pathname === `/tsd/power-supplies/form/${supplier.id}`);
  const form = page.getByRole('form', { name: 'Power supply' });
  await form.getByLabel('Metering point').fill(`MP-${tag}`.slice(0, 40));
  await form.getByLabel('Day').fill(day);
  await form.getByLabel('Energy (kWh)').fill('1250.5');
  await form.getByLabel('Peak demand (kW)').fill('88');
  await form.getByRole('button', { name: 'Save day' }).click();

  await page.waitForURL((url) => url.pathname === `/tsd/power-supplies/${day}/${supplier.id}`);
  await page.getByRole('heading', { name: 'Power Supplies Details' }).waitFor();
  const points = page.getByRole('table', { name: 'Metering points of the day' });
  await points.getByRole('cell', { name: `MP-${tag}`.slice(0, 40), exact: true }).waitFor();
  await page.getByTestId('day-totals').getByText('1 metering point: 1,250.500 kWh, highest peak 88.000 kW.').waitFor();

  await points.getByRole('link', { name: `Correct MP-${tag}`.slice(0, 48) }).click();
  await page.getByTestId('correcting').waitFor();
  assert.equal(await form.getByLabel('Energy (kWh)').inputValue(), '1250.500');
  await form.getByLabel('Energy (kWh)').fill('1300');
  await form.getByRole('button', { name: 'Save correction' }).click();
  await page.waitForURL((url) => url.pathname === `/tsd/power-supplies/${day}/${supplier.id}`);
  await page.getByTestId('day-totals').getByText('1 metering point: 1,300.000 kWh, highest peak 88.000 kW.').waitFor();
  assert.equal(await points.getByRole('row').count(), 2, 'corrected in place, not a second record');
});

test('a calibration batch and one meter show their test points and errors', async () => {
  const tag = uniqueName('md').split('.')[1]!.toUpperCase();
  const { page, api } = await signedIn(['MeterLab'], 'e2e.meterdetails');
  const batchNo = `BATCH-${tag}`.slice(0, 40);
  const serials = [`KWH-${tag}-1`, `KWH-${tag}-2`];
  const testedOn = new Date(Date.now() + 8 * 3_600_000 - 86_400_000).toISOString().slice(0, 10);
  for (const [i, serialNo] of serials.entries()) {
    const m = await api.call(createMeterReceiptEndpoint, {
      body: {
        serialNo,
        brand: 'Elster',
        meterClass: 'Class 100',
        meterType: 'SecondarySelfContained',
        shape: 'Round',
        reason: 'New',
        receivedOn: testedOn,
      },
    });
    await api.call(createMeterCalibrationEndpoint, {
      body: {
        receiptId: m.id,
        batchNo,
        testedOn,
        // The second one 0.9 % fast at light load: beyond a new meter's tolerance.
        lightLoadError: i === 0 ? '0.2' : '0.9',
        fullLoadError: i === 0 ? '0.1' : '0.8',
        powerFactorError: '0.3',
        testerName: 'Noel C. Manalo',
      },
    });
  }

  await page.goto(`/tsd/meter-on-calibrate?search=${encodeURIComponent(batchNo)}`);
  const list = page.getByRole('table', { name: 'Meter calibrations' });
  await list.getByRole('link', { name: batchNo }).first().click();
  await page.waitForURL((url) => url.pathname === '/tsd/meter-on-calibrate-meter-details');
  await page.getByTestId('batch-summary').getByText(`Batch ${batchNo}: 2 meters tested, 1 passed, 1 failed.`).waitFor();
  const failed = page.getByRole('region', { name: `Meter ${serials[1]}` });
  const points = failed.getByRole('table', { name: `Test points of ${serials[1]}` });
  await points.getByRole('row', { name: /Light load 0\.900/ }).waitFor();
  await points.getByRole('row', { name: /Full load 0\.800/ }).waitFor();
  await failed.getByText('Failed').waitFor();

  await page.goto('/tsd/meter-on-calibrate');
  await page.goto(`/tsd/meter-on-calibrate?search=${encodeURIComponent(serials[0]!)}`);
  await list.getByRole('link', { name: new RegExp(`^${serials[0]} \\(`) }).click();
  await page.getByRole('table', { name: 'Received meter' }).getByText(serials[0]!).waitFor();
  const one = page.getByRole('region', { name: `Meter ${serials[0]}` });
  await one
    .getByRole('table', { name: `Test points of ${serials[0]}` })
    .getByRole('row', { name: /Power factor 0\.300/ })
    .waitFor();
  assert.equal(await page.getByRole('region', { name: /^Meter KWH-/ }).count(), 1, 'only that meter');
});
