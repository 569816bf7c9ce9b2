// A month of power bought in the browser: power monitoring imports a supplier's 15-minute interval
// data, and the month shows the energy purchased, the daily chart and the system loss.
import { test } from 'node:test';
import { createPowerSupplierEndpoint } from '@ilaw/contracts/tsd/power-suppliers/create-power-supplier';
import { ShellPage } from '../pages/shell.page.ts';
import { SignInPage } from '../pages/sign-in.page.ts';
import { ApiSession, createUserWithRoles, uniqueName } from '../support/api.ts';
import { usePortal } from '../support/fixture.ts';
import { PowerSuppliesPage } from './power-supply.page.ts';

const portal = usePortal();

/** One metering point, every 15 minutes of 3 days: 2 kWh each (192 kWh a day). */
function csv(month: string): string {
  const lines = ['MeteringPoint,Date,Time,kWh,kW'];
  for (let d = 1; d <= 3; d++)
    for (let q = 0; q < 96; q++)
      lines.push(
        `MP-1,${month}-0${d},${String(Math.floor(q / 4)).padStart(2, '0')}:${String((q % 4) * 15).padStart(2, '0')},2,8`,
      );
  return lines.join('\n');
}

test('a month of interval data is imported, charted and reconciled into a system loss', async () => {
  const tag = uniqueName('ps').split('.')[1]!.toUpperCase();
  // A month of its own in the shared database: a random month between 2001 and 2020.
  const n = Number.parseInt(tag.replace(/[^0-9A-F]/g, '').slice(0, 6) || '1', 16);
  const month = `${2001 + (n % 20)}-${String(1 + (n % 12)).padStart(2, '0')}`;
  const u = await createUserWithRoles(portal.baseUrl, ['PowerMonitoring'], 'e2e.power');
  const api = await ApiSession.signIn(portal.baseUrl, u.username, u.password);
  const supplier = `E2E Supplier ${tag}`;
  await api.call(createPowerSupplierEndpoint, { body: { name: supplier } });
  const page = await portal.newPage();
  const signIn = new SignInPage(page);
  await signIn.goto();
  await signIn.signIn(u.username, u.password);
  await new ShellPage(page).waitForDashboard();

  const power = new PowerSuppliesPage(page);
  await power.goto(month);
  await power.importFile(supplier, { name: 'intervals.csv', csv: csv(month) });
  await power.chart().waitFor();
  await power.figure('Purchased (kWh)').getByText('576.000').waitFor();
  await power.figure('System loss').getByText(/%/).waitFor();
  await page.getByRole('table', { name: 'Power supplies' }).getByText('Import (96 intervals)').first().waitFor();
});
