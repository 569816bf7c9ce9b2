// More of a teller's day in the browser (issue 12 items 4, 5 and 13, decision 057): a partial
// payment, an advance payment on the DCR's Advance Payment screen, a spoiled OR voided, a
// cancellation asked by the teller and approved by the cashier, and the DCR's print with all of it.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { randomInt } from 'node:crypto';
import { createNonPowerBillEndpoint } from '@ilaw/contracts/collection/non-power/create-non-power-bill';
import { createNonPowerTypeEndpoint } from '@ilaw/contracts/collection/non-power/create-non-power-type';
import { listNonPowerBillsEndpoint } from '@ilaw/contracts/collection/non-power/list-non-power-bills';
import { openTellerDayEndpoint } from '@ilaw/contracts/collection/teller-days/open-teller-day';
import { billingUser } from '../billing-transactions/seed.ts';
import { SignInPage } from '../pages/sign-in.page.ts';
import { ShellPage } from '../pages/shell.page.ts';
import { usePortal } from '../support/fixture.ts';
import { DcrPage, TellerWindowPage } from './pages/teller-window.page.ts';
import { accountOf, billedConsumers, seedTeller } from './seed.ts';

const portal = usePortal();

async function signedIn(username: string, password: string): Promise<Page> {
  const page = await portal.newPage();
  const signIn = new SignInPage(page);
  await signIn.goto();
  await signIn.signIn(username, password);
  await new ShellPage(page).waitForDashboard();
  return page;
}

test('partial and advance payments, a voided OR, a cancellation approved by the cashier, the DCR printed', async () => {
  const seeded = await billedConsumers(portal.baseUrl, ['CRUZ, ANA', 'TOMAS, LUZ']);
  const [partialAccount, advanceAccount] = seeded.accounts as [string, string];
  const teller = await seedTeller(portal.baseUrl);
  const cashier = await billingUser(portal.baseUrl, ['Cashier'], 'e2e.cashier');
  const before = await accountOf(teller.api, partialAccount);
  const start = teller.firstOr;

  const page = await signedIn(teller.username, teller.password);
  const window = new TellerWindowPage(page);
  await window.goto();
  await window.openDay();

  // Partial payment: 100.00 of the bill; the rest stays on the ledger.
  await page.goto('/fsd/collection/partial-payment');
  await page.getByRole('heading', { name: 'Partial Payment', exact: true }).waitFor();
  assert.equal(await window.pay(partialAccount, '100.00'), String(start));
  await window.nextPayment();
  const afterPartial = await accountOf(teller.api, partialAccount);
  assert.equal(afterPartial.bills[0]?.paymentStatus, 'PARTIAL');
  assert.ok(Number(afterPartial.totalDue) < Number(before.totalDue));

  // Advance payment from the DCR's Advance Payment screen: all of it to the advance balance.
  await page.getByRole('link', { name: 'Advance payment', exact: true }).click();
  await page.getByRole('heading', { name: 'Advance Payment', exact: true }).waitFor();
  assert.equal(await window.pay(advanceAccount, '250.00'), String(start + 1));
  await window.nextPayment();
  const afterAdvance = await accountOf(teller.api, advanceAccount);
  assert.equal(afterAdvance.advanceBalance, '250.00');
  assert.equal(afterAdvance.bills.length, 1, 'the bill is not paid by an advance payment');

  // The DCR: a spoiled OR voided, then the partial payment's cancellation asked.
  await window.goto();
  await window.openTodaysDcr();
  const dcrUrl = page.url();
  await page.getByRole('button', { name: 'Void spoiled OR' }).click();
  const voiding = page.getByRole('dialog', { name: /Void spoiled OR/ });
  await voiding.getByLabel('Reason').fill('Paper jam');
  await voiding.getByRole('button', { name: 'Void OR' }).click();
  await voiding.waitFor({ state: 'detached' });
  await page
    .getByRole('row')
    .filter({ hasText: 'Paper jam' })
    .filter({ hasText: String(start + 2) })
    .waitFor();

  const dcr = new DcrPage(page);
  await dcr.paymentRow(String(start)).getByRole('button', { name: 'Ask to cancel' }).click();
  const asking = page.getByRole('dialog', { name: `Ask to cancel OR ${start}` });
  await asking.getByLabel('Reason').fill('Wrong account');
  await asking.getByRole('button', { name: 'Send to the cashier' }).click();
  await asking.waitFor({ state: 'detached' });
  await dcr.paymentRow(String(start)).getByText('Cancellation pending').waitFor();

  // The cashier approves it.
  const cashierPage = await signedIn(cashier.username, cashier.password);
  await cashierPage.goto('/fsd/collection/payment-cancellation-approval');
  const request = cashierPage
    .getByRole('table', { name: 'Payment cancellation requests' })
    .getByRole('row')
    .filter({ hasText: String(start) });
  await request.getByRole('button', { name: 'Approve' }).click();
  const approving = cashierPage.getByRole('dialog', { name: `Approve cancellation of OR ${start}` });
  await approving.getByRole('button', { name: 'Approve' }).click();
  await approving.waitFor({ state: 'detached' });
  const afterCancel = await accountOf(teller.api, partialAccount);
  assert.equal(afterCancel.totalDue, before.totalDue, 'the cancelled payment is reversed');

  // The DCR and its print show the cancelled and the voided OR.
  await page.goto(dcrUrl);
  await dcr.paymentRow(String(start)).getByText('Cancelled').waitFor();
  await page.goto(`${dcrUrl}/print`);
  await page.getByRole('heading', { name: 'DAILY COLLECTION REPORT', exact: true }).waitFor();
  await page
    .getByRole('table', { name: 'Voided ORs (spoiled forms)' })
    .getByRole('row')
    .filter({ hasText: 'Paper jam' })
    .waitFor();
  await page
    .getByRole('table', { name: 'Cancelled ORs' })
    .getByRole('row')
    .filter({ hasText: String(start) })
    .waitFor();
});

test("a walk-in payer's non-power bill is paid on the DCR's Non Power Bill screen", async () => {
  const clerk = await billingUser(portal.baseUrl, ['NonPowerBill'], 'e2e.npb');
  const code = `WI${randomInt(1_000_000)}`;
  const type = await clerk.api.call(createNonPowerTypeEndpoint, {
    body: { code, name: `Meter seal ${code}`, glCode: '431-300-00', defaultAmount: '120.00' },
  });
  const bill = await clerk.api.call(createNonPowerBillEndpoint, {
    body: {
      typeId: type.id,
      consumerId: null,
      payerName: `JUAN WALKIN ${code}`,
      amount: '120.00',
      // A sale at the type's 12% and a deposit that is not a sale (decision 118).
      lines: [
        { description: 'Meter seal', amount: '100.80' },
        { description: 'Seal deposit', amount: '19.20', vatPercent: '0' },
      ],
      billDate: '2026-03-02',
    },
  });
  const teller = await seedTeller(portal.baseUrl);
  await teller.api.call(openTellerDayEndpoint, { body: {} });

  const page = await signedIn(teller.username, teller.password);
  await page.goto('/fsd/collection/daily-collection-report/non-power-bill');
  await page.getByRole('heading', { name: 'Non Power Bill Payment', exact: true }).waitFor();
  await page.getByLabel('Non-power bill no. or payer').fill(bill.billNo);
  await page.getByRole('button', { name: 'Find bills' }).click();
  await page.getByRole('checkbox', { name: `Pay ${bill.billNo}` }).check();
  await page.getByText('Meter seal ₱100.80 (VAT 12%); Seal deposit ₱19.20 (VAT-exempt)').waitFor();
  assert.equal(await page.getByTestId('walk-in-due').textContent(), '₱120.00');
  await page.getByLabel('Cash received from the payer').fill('120.00');
  await page.getByRole('button', { name: 'Post walk-in payment' }).click();
  await page.getByTestId('official-receipt').waitFor();
  assert.equal(await page.getByTestId('or-number').textContent(), String(teller.firstOr));
  // The OR lists each line with its VAT mark; 100.80 / 1.12 = 90.00 VATable, 10.80 VAT, 19.20 exempt.
  const receipt = (await page.getByTestId('official-receipt').textContent()) ?? '';
  assert.match(receipt, /Meter seal \(VAT 12%\)/);
  assert.match(receipt, /Seal deposit \(VAT-exempt\)/);
  assert.match(receipt, /VATable Sales[^0-9]*90\.00/);
  assert.match(receipt, /VAT Amount[^0-9]*10\.80/);
  assert.match(receipt, /VAT-Exempt Sales[^0-9]*19\.20/);
  const after = await clerk.api.call(listNonPowerBillsEndpoint, { query: { search: bill.billNo } });
  assert.equal(after.data[0]?.status, 'Paid');
  assert.equal(after.data[0]?.orNumber, teller.firstOr);
});
