// A trip ticket in the browser: the motor pool prepares it, another officer approves it, it gets
// its gas slip and is closed with the odometer (km per liter shows), and the slip prints with its
// print counted.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createVehicleEndpoint } from '@ilaw/contracts/motorpool/vehicles/create-vehicle';
import type { Page } from 'playwright-core';
import { newEmployee, uniqueTag } from '../../../api/test/support/fixtures.ts';
import { ShellPage } from '../pages/shell.page.ts';
import { SignInPage } from '../pages/sign-in.page.ts';
import { ApiSession, createUserWithRoles } from '../support/api.ts';
import { usePortal } from '../support/fixture.ts';
import { TripTicketsPage } from './pages/trip-tickets.page.ts';

const portal = usePortal();

async function signIn(user: { username: string; password: string }): Promise<Page> {
  const page = await portal.newPage();
  // The browser's print dialog is not opened in the test; the print is still counted.
  await page.addInitScript(() => {
    window.print = () => undefined;
  });
  await new SignInPage(page).goto();
  await new SignInPage(page).signIn(user.username, user.password);
  await new ShellPage(page).waitForDashboard();
  return page;
}

test('a trip ticket is approved, fuelled and closed; its gas slip prints with the print counted', async () => {
  const tag = uniqueTag();
  const hrUser = await createUserWithRoles(portal.baseUrl, ['Employee'], 'e2e.mphr');
  const hr = await ApiSession.signIn(portal.baseUrl, hrUser.username, hrUser.password);
  await newEmployee(hr, { lastName: `Tsuper ${tag}`, firstName: 'Dodong' });
  const clerk = await createUserWithRoles(portal.baseUrl, ['MotorPool'], 'e2e.mp');
  const approver = await createUserWithRoles(portal.baseUrl, ['MotorPool'], 'e2e.mpok');
  const clerkApi = await ApiSession.signIn(portal.baseUrl, clerk.username, clerk.password);
  await clerkApi.call(createVehicleEndpoint, {
    body: {
      vehicleNo: `V-${tag}`,
      plateNo: `E2E ${tag}`,
      name: 'Toyota Hilux',
      classification: 'Pick-up',
      rfid: null,
      assignedDriverId: null,
      dateAcquired: null,
      status: 'Active',
    },
  });

  const page = await signIn(clerk);
  const trips = new TripTicketsPage(page);
  await trips.goto();
  // A vehicle nobody else uses, so any time is free.
  const tripNo = await trips.newTrip({
    vehicle: `V-${tag}`,
    driver: `Tsuper ${tag}`,
    start: '2026-03-02T08:00',
    end: '2026-03-02T12:00',
    destination: 'Magsaysay substation',
    purpose: 'Transformer inspection',
  });
  const ticketUrl = page.url();
  // The preparer is not offered Approve.
  assert.equal(await page.getByRole('button', { name: 'Approve' }).count(), 0);

  const other = await signIn(approver);
  await other.goto(ticketUrl);
  await other.getByRole('heading', { name: `Trip Ticket ${tripNo}` }).waitFor();
  await new TripTicketsPage(other).approve();
  await other.getByText('Approved', { exact: true }).first().waitFor();

  await page.reload();
  await trips.addGasSlip({ station: 'Petron San Jose', liters: '10', price: '58.75' });
  await trips.slipRow('Petron San Jose').waitFor();
  await trips.closeTrip('1000', '1120');
  await page.getByText('Closed', { exact: true }).first().waitFor();
  assert.equal(await trips.field('Distance').textContent(), '120 km');
  assert.equal(await trips.field('Fuel').textContent(), '10.00 L · 12.00 km per liter');

  await trips.slipRow('Petron San Jose').click();
  await page.getByRole('heading', { name: 'Gas Slip' }).waitFor();
  await page.getByRole('button', { name: 'Print' }).click();
  await page.getByText('Prints so far: 1').waitFor();
  await page.getByRole('button', { name: 'Print' }).click();
  await page.getByText('REPRINT (print no. 2)').waitFor();
  assert.match((await page.getByRole('table', { name: 'Gas slip' }).textContent()) ?? '', /Ten liters/);
});
