import assert from 'node:assert/strict';
import { test } from 'node:test';
import { routeSheetEndpoint } from '@ilaw/contracts/billing/readings/get-route-sheet';
import { SignInPage } from '../pages/sign-in.page.ts';
import { ShellPage } from '../pages/shell.page.ts';
import { usePortal } from '../support/fixture.ts';
import { ReadingEntryPage } from './pages/reading-entry.page.ts';
import { billingUser, seedRoute } from './seed.ts';

const portal = usePortal();

test('readings are entered down a route with the keyboard; a drop in reading needs a restart remark', async () => {
  const clerk = await billingUser(portal.baseUrl, ['BillingReport'], 'e2e.clerk');
  const encoder = await billingUser(portal.baseUrl, ['BillingTransactions'], 'e2e.encoder');
  const seeded = await seedRoute(portal.baseUrl, clerk.api, ['ABAD, ANA', 'BAUTISTA, BEN', 'CRUZ, CARLA']);
  const [first, second, third] = seeded.accounts as [string, string, string];

  const page = await portal.newPage();
  const signIn = new SignInPage(page);
  await signIn.goto();
  await signIn.signIn(encoder.username, encoder.password);
  await new ShellPage(page).waitForDashboard();

  const sheet = new ReadingEntryPage(page);
  await sheet.goto(seeded.billMonthId, seeded.routeId);
  // The cursor starts on the first unread meter; from here on only the keyboard is used.
  await sheet.waitForFocus(`Present reading of ${first}`);
  await page.keyboard.type('1050');
  await page.keyboard.press('Enter');
  await sheet.waitForSaved(first);
  assert.equal((await sheet.kwh(first).textContent())?.trim(), '50.00');
  await sheet.waitForFocus(`Present reading of ${second}`);

  // Below the previous reading (1000) without a remark: refused with the reason, cursor stays.
  await page.keyboard.type('990');
  await page.keyboard.press('Enter');
  await sheet.rowError(second).waitFor();
  assert.equal(
    (await sheet.rowError(second).textContent())?.trim(),
    'The present reading 990 is below the previous reading 1000.00; only the remark New Connection, Change Meter or Transfer Meter explains that.',
  );
  assert.equal(await sheet.row(second).getAttribute('data-saved'), 'false');
  assert.equal(await sheet.focusedLabel(), `Present reading of ${second}`);

  // With the remark Change Meter (a new meter starting at 0) the same reading is accepted.
  await page.keyboard.press('Tab');
  await sheet.waitForFocus(`Remark of ${second}`);
  await page.keyboard.type('Change Meter');
  assert.equal(await sheet.remarkSelect(second).inputValue(), '2');
  await page.keyboard.press('Enter');
  await sheet.waitForSaved(second);
  assert.equal((await sheet.kwh(second).textContent())?.trim(), '990.00');
  assert.equal(await sheet.rowError(second).count(), 0);
  await sheet.waitForFocus(`Present reading of ${third}`);

  await page.keyboard.type('1123.5');
  await page.keyboard.press('Enter');
  await sheet.waitForSaved(third);
  assert.equal((await sheet.kwh(third).textContent())?.trim(), '123.50');
  assert.equal((await sheet.progress().textContent())?.trim(), '3 of 3 read');

  // A demand (kW) is typed in its own column once shown; Enter saves it with the reading.
  await page.getByLabel('Demand (kW)').check();
  await sheet.demandInput(third).fill('4.5');
  await page.keyboard.press('Enter');
  await page.waitForFunction(
    (account) => document.querySelector(`tr[data-account="${account}"]`)?.getAttribute('data-demand') === '4.5',
    third,
  );

  // The server kept what the screen shows.
  const saved = await encoder.api.call(routeSheetEndpoint, {
    query: { billMonthId: seeded.billMonthId, routeId: seeded.routeId },
  });
  assert.deepEqual(
    saved.map((r) => [
      r.accountNo,
      r.presentReading === null ? null : Number(r.presentReading),
      r.remark,
      r.demandKw === null ? null : Number(r.demandKw),
    ]),
    [
      [first, 1050, null, null],
      [second, 990, 2, null],
      [third, 1123.5, null, 4.5],
    ],
  );
});
