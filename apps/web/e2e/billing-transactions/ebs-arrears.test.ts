// Ledger > EBS Arrears: seeded consumers (their own route and bill month) show with their unpaid
// bills; a teller payment made meanwhile lowers the arrears; the filters live in the URL; the
// export downloads; on a phone the rows are cards inside the screen.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { test } from 'node:test';
import { formatPeso } from '@ilaw/contracts/format';
import { createPaymentEndpoint } from '@ilaw/contracts/collection/payments/create-payment';
import { openTellerDayEndpoint } from '@ilaw/contracts/collection/teller-days/open-teller-day';
import { Decimal } from 'decimal.js';
import type { Page } from 'playwright-core';
import { ShellPage } from '../pages/shell.page.ts';
import { SignInPage } from '../pages/sign-in.page.ts';
import { usePortal } from '../support/fixture.ts';
import { assertNoSidewaysScroll } from '../support/phone.ts';
import { accountOf, billedConsumers, seedTeller } from '../collection/seed.ts';
import { EbsArrearsPage } from './pages/ebs-arrears.page.ts';

const portal = usePortal();

async function signIn(page: Page, username: string, password: string): Promise<void> {
  await new SignInPage(page).goto();
  await new SignInPage(page).signIn(username, password);
  await new ShellPage(page).waitForDashboard();
}

test('EBS Arrears lists the unpaid bills; a teller payment lowers them; filters stay in the address', async () => {
  const seeded = await billedConsumers(portal.baseUrl, ['ARREARS, ANA', 'ARREARS, BEN']);
  const [first, second] = seeded.accounts as [string, string];
  const prefix = first.slice(0, -2);
  const teller = await seedTeller(portal.baseUrl, 'e2e.arrears.teller');
  const before = await accountOf(teller.api, first);
  const bill = before.bills[0]!;

  const page = await portal.newPage();
  await signIn(page, seeded.clerk.username, seeded.clerk.password);
  const arrears = new EbsArrearsPage(page);
  await arrears.goto(prefix);
  await arrears
    .row(first)
    .filter({ hasText: formatPeso(bill.balance) })
    .first()
    .waitFor();
  await arrears.row(second).first().waitFor();
  await arrears
    .totals()
    .filter({ hasText: formatPeso(new Decimal(bill.balance).times(2).toFixed(2)) })
    .waitFor();

  // A partial payment of 100 at the window: the first consumer owes less.
  await teller.api.call(openTellerDayEndpoint, { body: {} });
  await teller.api.call(createPaymentEndpoint, {
    body: {
      idempotencyKey: randomUUID(),
      consumerId: before.consumer.consumerId,
      billIds: [bill.billId],
      cash: '100.00',
      partial: true,
    },
  });
  // The surcharge is paid first (decision 050), so the bill owes what the window now says.
  const owed = (await accountOf(teller.api, first)).bills[0]!.balance;
  assert.ok(new Decimal(owed).lt(bill.balance));
  await page.reload();
  await arrears
    .row(first)
    .filter({ hasText: formatPeso(owed) })
    .first()
    .waitFor();

  // The class filter goes into the address and survives a reload.
  await arrears.filterClass('R Residential');
  await page.waitForURL(/class=R/);
  await page.reload();
  await arrears.row(first).first().waitFor();
  assert.match(page.url(), /view=ebs-arrears/);

  const download = await arrears.exportToExcel();
  assert.match(download.suggestedFilename(), /^EBS Arrears \d{4}-\d{2}-\d{2}\.xlsx$/);
  await page.getByRole('button', { name: 'Print' }).waitFor();
  await page.close();

  const phone = await portal.newPhonePage();
  await signIn(phone, seeded.clerk.username, seeded.clerk.password);
  const small = new EbsArrearsPage(phone);
  await small.goto(prefix);
  await small.row(second).first().waitFor();
  assert.equal(await phone.getByRole('table', { name: 'EBS arrears' }).count(), 0);
  await assertNoSidewaysScroll(phone, 'EBS Arrears');
  await phone.close();
});
