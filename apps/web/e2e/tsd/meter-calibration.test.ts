// A complaint meter in the browser: the laboratory receives it, calibrates it 2.4% fast, and the
// list shows it Failed and fast; the calibrations list finds it among the fast meters.
import { test } from 'node:test';
import { ShellPage } from '../pages/shell.page.ts';
import { SignInPage } from '../pages/sign-in.page.ts';
import { createUserWithRoles, uniqueName } from '../support/api.ts';
import { usePortal } from '../support/fixture.ts';
import { KwhMetersPage } from './meter.page.ts';

const portal = usePortal();

test('a complaint meter is received, calibrated fast and flagged', async () => {
  const tag = uniqueName('kwh').split('.')[1]!.toUpperCase();
  const u = await createUserWithRoles(portal.baseUrl, ['MeterLab'], 'e2e.kwhlab');
  const page = await portal.newPage();
  const signIn = new SignInPage(page);
  await signIn.goto();
  await signIn.signIn(u.username, u.password);
  await new ShellPage(page).waitForDashboard();

  const meters = new KwhMetersPage(page);
  await meters.goto();
  const serialNo = `KWH-${tag}`;
  const accountNo = `05-${tag}`.slice(0, 30);
  await meters.receive({ serialNo, accountNo });
  await meters.search(serialNo);
  await meters.table().getByRole('cell', { name: serialNo, exact: true }).waitFor();
  await meters.calibrate(serialNo, { light: '3.0', full: '2.25', pf: '1' });
  await meters.table().getByText('2.400% fast').waitFor();
  await meters.table().getByText('Failed').waitFor();

  await page.goto(`/tsd/meter-on-calibrate?search=${encodeURIComponent(accountNo)}&fast=true`);
  await page.getByRole('table', { name: 'Meter calibrations' }).getByText(`Yes: ${accountNo}`).waitFor();
});
