// Decision 121 in the browser: the administrator adds dated versions on the TSD settings screen
// (each section lists its versions); the meter laboratory prints a calibration's test record.
// Dates and serials are unique per run: every browser test shares one database in CI.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { formatDate } from '@ilaw/contracts/format';
import type { Role } from '@ilaw/contracts/roles';
import { ShellPage } from '../pages/shell.page.ts';
import { SignInPage } from '../pages/sign-in.page.ts';
import { createUserWithRoles, uniqueName } from '../support/api.ts';
import { usePortal } from '../support/fixture.ts';
import { KwhMetersPage } from './meter.page.ts';

const portal = usePortal();

/** A far-future day no other test (nor another run) is likely to take: 2040-2099 (dates end at 2100). */
function uniqueFutureDay(): string {
  const year = 2040 + Math.floor(Math.random() * 60);
  const day = 1 + Math.floor(Math.random() * 28);
  const month = 1 + Math.floor(Math.random() * 12);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

async function signedIn(roles: Role[], prefix: string) {
  const u = await createUserWithRoles(portal.baseUrl, roles, prefix);
  const page = await portal.newPage();
  const signIn = new SignInPage(page);
  await signIn.goto();
  await signIn.signIn(u.username, u.password);
  await new ShellPage(page).waitForDashboard();
  return page;
}

test('the administrator adds a system-loss cap and interruption thresholds from a later date', async () => {
  const page = await signedIn(['Admin'], 'e2e.tsdset');
  await page.goto('/tsd/distribution-transformer?view=settings');
  await page.getByRole('heading', { name: 'TSD Settings' }).waitFor();
  for (const section of [
    'Transformer test and load limits',
    'kWh meter weights and tolerances',
    'Transformer application fees',
    'Meter sampling quality levels',
  ])
    await page.getByRole('region', { name: section }).waitFor();

  const caps = page.getByRole('region', { name: 'System-loss cap' });
  const day = uniqueFutureDay();
  await caps.getByRole('button', { name: 'New version: System-loss cap' }).click();
  let dialog = page.getByRole('dialog');
  await dialog.getByLabel('In force from').fill(day);
  await dialog.getByLabel('Cap (% of energy purchased)').fill('7.75');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await dialog.waitFor({ state: 'detached' });
  await caps
    .getByRole('row')
    .filter({ hasText: formatDate(day) })
    .filter({ hasText: '7.75' })
    .waitFor();

  const thresholds = page.getByRole('region', { name: 'Interruption thresholds' });
  await thresholds.getByRole('button', { name: 'New version: Interruption thresholds' }).click();
  dialog = page.getByRole('dialog');
  await dialog.getByLabel('In force from').fill('2001-01-01');
  await dialog.getByLabel('Momentary up to (minutes)').fill('3');
  await dialog.getByLabel('Notice at least (days)').fill('4');
  await dialog.getByRole('button', { name: 'Save' }).click();
  // A past date is refused on its field; a later one is taken.
  await dialog.getByText('New settings take effect from today or later.').waitFor();
  const later = uniqueFutureDay();
  await dialog.getByLabel('In force from').fill(later);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await dialog.waitFor({ state: 'detached' });
  const row = await thresholds
    .getByRole('row')
    .filter({ hasText: formatDate(later) })
    .textContent();
  assert.match(row ?? '', /34$/);
});

test('the meter laboratory prints a calibration with its test points, instrument and signatories', async () => {
  const tag = uniqueName('kwhs').split('.')[1]!.toUpperCase();
  const page = await signedIn(['MeterLab'], 'e2e.kwhsheet');
  const meters = new KwhMetersPage(page);
  await meters.goto();
  const serialNo = `KWS-${tag}`;
  await meters.receive({ serialNo, accountNo: `05-${tag}`.slice(0, 30) });
  await meters.search(serialNo);
  await page.getByRole('button', { name: `Calibrate ${serialNo}` }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Light load error (%)').fill('0.2');
  await dialog.getByLabel('Full load error (%)').fill('0.1');
  await dialog.getByLabel('PF 0.5 error (%)').fill('0.3');
  await dialog.getByLabel('Instrument', { exact: true }).fill('Radian RM-17');
  await dialog.getByLabel('Instrument serial').fill('RS-0091');
  await dialog.getByLabel('Instrument calibrated on').fill('2026-01-20');
  await dialog.getByLabel('Tested by').fill('Noel C. Manalo');
  await dialog.getByLabel('Checked by').fill('Engr. Victor E. Panganiban');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await dialog.waitFor({ state: 'detached' });

  await page.goto(`/tsd/meter-on-calibrate?search=${encodeURIComponent(serialNo)}`);
  await page.getByRole('link', { name: `Sheet of ${serialNo}` }).click();
  const sheet = page.getByTestId('report-print-pack');
  await sheet.getByText(`Meter ${serialNo}`).waitFor();
  await sheet.getByText('Result: Passed').waitFor();
  await sheet.getByText('Radian RM-17 no. RS-0091').waitFor();
  const points = sheet.getByRole('table', { name: 'Test points' });
  await points.getByRole('cell', { name: 'Weighted average' }).waitFor();
  await points.getByRole('cell', { name: '0.120' }).waitFor();
  await points.getByText('Within ±2.000%').first().waitFor();
  const text = await sheet.textContent();
  assert.ok(text?.includes('Engr. Victor E. Panganiban'), 'the checked-by signatory is on the sheet');
  assert.ok(text?.includes('Noel C. Manalo'), 'the tester is on the sheet');
});
