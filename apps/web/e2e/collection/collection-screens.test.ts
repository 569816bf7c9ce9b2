// The collection screens the core left API-only: Use Advance Payment applies a balance to a bill,
// Non Power Bill adds a bill, the Collection Summary draws its chart with the export and print.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { test } from 'node:test';
import { createPaymentEndpoint } from '@ilaw/contracts/collection/payments/create-payment';
import { openTellerDayEndpoint } from '@ilaw/contracts/collection/teller-days/open-teller-day';
import type { Page } from 'playwright-core';
import { ShellPage } from '../pages/shell.page.ts';
import { SignInPage } from '../pages/sign-in.page.ts';
import { usePortal } from '../support/fixture.ts';
import { billingUser } from '../billing-transactions/seed.ts';
import { accountOf, billedConsumers, seedTeller } from './seed.ts';

const portal = usePortal();

async function signedIn(username: string, password: string): Promise<Page> {
  const page = await portal.newPage();
  await new SignInPage(page).goto();
  await new SignInPage(page).signIn(username, password);
  await new ShellPage(page).waitForDashboard();
  return page;
}

test('an advance balance is applied to the bill; a non-power bill is added; the summary draws its chart', async () => {
  const seeded = await billedConsumers(portal.baseUrl, ['GARCIA, LUZ']);
  const accountNo = seeded.accounts[0]!;
  const teller = await seedTeller(portal.baseUrl, 'e2e.adv.teller');
  const account = await accountOf(teller.api, accountNo);
  await teller.api.call(openTellerDayEndpoint, { body: {} });
  // An advance payment at the window: no bill chosen, everything to the advance balance.
  await teller.api.call(createPaymentEndpoint, {
    body: { idempotencyKey: randomUUID(), consumerId: account.consumer.consumerId, billIds: [], cash: '100.00' },
  });

  const user = await billingUser(portal.baseUrl, ['UseAdvancePayment', 'NonPowerBill', 'Manager'], 'e2e.adv.user');
  const page = await signedIn(user.username, user.password);
  await page.goto('/fsd/collection/use-advance-payment');
  await page
    .getByRole('table', { name: 'Advance balances with unpaid bills' })
    .getByRole('link', { name: accountNo })
    .click();
  await page.getByRole('table', { name: 'Unpaid bills' }).getByRole('row').nth(1).waitFor();
  await page.getByRole('button', { name: 'Apply to bills' }).click();
  await new ShellPage(page).toast('Applied ₱100.00 to the bills.').waitFor();
  await page.getByTestId('advance-balance').filter({ hasText: '₱0.00' }).waitFor();
  assert.match((await page.getByRole('table', { name: 'Advance payment history' }).textContent()) ?? '', /Applied/);

  await page.goto('/fsd/billing/non-power-bill');
  await page.getByRole('button', { name: 'Add new' }).click();
  const dialog = page.getByRole('dialog', { name: 'New non-power bill' });
  await dialog.getByLabel('Payer name').fill('WALK-IN E2E');
  await dialog.getByLabel('Amount').fill('60.00');
  await dialog.getByRole('button', { name: 'Add' }).click();
  await page
    .locator('#notistack-snackbar')
    .filter({ hasText: /Non-power bill NPB-\d{4}-\d+ added\./ })
    .waitFor();
  await page
    .getByRole('table', { name: 'Non-power bills' })
    .getByRole('row')
    .filter({ hasText: 'WALK-IN E2E' })
    .first()
    .waitFor();

  await page.goto('/fsd/collection/collection-summary');
  await page.getByRole('heading', { name: 'Collection Summary' }).waitFor();
  await page.getByTestId('summary-total').waitFor();
  await page.getByRole('figure', { name: 'Collections by day' }).locator('svg').first().waitFor();
  assert.equal(await page.getByRole('button', { name: 'Export to Excel' }).isVisible(), true);
  assert.equal(await page.getByRole('button', { name: 'Print' }).isEnabled(), true);
  assert.match((await page.getByRole('table', { name: 'Channel' }).textContent()) ?? '', /Tellers' windows/);
});
