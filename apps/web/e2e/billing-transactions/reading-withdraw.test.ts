import assert from 'node:assert/strict';
import { test } from 'node:test';
import { enterReadingEndpoint } from '@ilaw/contracts/billing/readings/enter-reading';
import { routeSheetEndpoint } from '@ilaw/contracts/billing/readings/get-route-sheet';
import { SignInPage } from '../pages/sign-in.page.ts';
import { ShellPage } from '../pages/shell.page.ts';
import { usePortal } from '../support/fixture.ts';
import { ReadingEntryPage } from './pages/reading-entry.page.ts';
import { billingUser, seedRoute } from './seed.ts';

const portal = usePortal();

test('emptying a saved reading asks first; Cancel keeps it, Withdraw clears it for good', async () => {
  const clerk = await billingUser(portal.baseUrl, ['BillingReport'], 'e2e.wclerk');
  const encoder = await billingUser(portal.baseUrl, ['BillingTransactions'], 'e2e.wencoder');
  const seeded = await seedRoute(portal.baseUrl, clerk.api, ['ABAD, ANA', 'BAUTISTA, BEN']);
  const [first] = seeded.accounts as [string, string];
  await encoder.api.call(enterReadingEndpoint, {
    body: { billMonthId: seeded.billMonthId, accountNo: first, presentReading: '1075' },
  });

  const page = await portal.newPage();
  const signIn = new SignInPage(page);
  await signIn.goto();
  await signIn.signIn(encoder.username, encoder.password);
  await new ShellPage(page).waitForDashboard();
  const sheet = new ReadingEntryPage(page);
  await sheet.goto(seeded.billMonthId, seeded.routeId);
  await sheet.waitForSaved(first);

  const dialog = page.getByRole('dialog', { name: 'Withdraw the reading?' });
  await sheet.presentInput(first).fill('');
  await sheet.presentInput(first).press('Enter');
  await dialog.getByText(first, { exact: false }).waitFor();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await dialog.waitFor({ state: 'detached' });
  assert.equal(await sheet.presentInput(first).inputValue(), '1075.00');

  await sheet.presentInput(first).fill('');
  await sheet.presentInput(first).press('Enter');
  await dialog.getByRole('button', { name: 'Withdraw reading' }).click();
  await dialog.waitFor({ state: 'detached' });
  await sheet.row(first).and(page.locator('[data-saved="false"]')).waitFor();

  await page.reload();
  await page.getByRole('table', { name: 'Route reading sheet' }).waitFor();
  assert.equal(await sheet.presentInput(first).inputValue(), '');
  const saved = await encoder.api.call(routeSheetEndpoint, {
    query: { billMonthId: seeded.billMonthId, routeId: seeded.routeId },
  });
  assert.equal(saved.find((r) => r.accountNo === first)?.presentReading, null);
});
