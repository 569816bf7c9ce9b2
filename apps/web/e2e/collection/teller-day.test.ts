// A teller's day end to end: the cashier's OR range, open the day, take a payment keyboard-first
// (account, Enter, amount, Enter) with its receipt, then count the cash and close the day balanced.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
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

test('a teller opens the day, takes a payment with Enter and closes the day balanced', async () => {
  const seeded = await billedConsumers(portal.baseUrl, ['REYES, ROSA']);
  const accountNo = seeded.accounts[0]!;
  const teller = await seedTeller(portal.baseUrl);
  const start = teller.firstOr;
  const account = await accountOf(teller.api, accountNo);

  const page = await signedIn(teller.username, teller.password);
  const window = new TellerWindowPage(page);
  await window.goto();
  await window.openDay();
  const orNumber = await window.pay(accountNo, account.totalDue);
  assert.equal(orNumber, String(start));
  await page.getByText('THIS DOCUMENT IS NOT VALID FOR CLAIM OF INPUT').waitFor();
  await window.nextPayment();
  assert.equal(await page.getByLabel('Account no., name or meter serial').inputValue(), '');

  await window.openTodaysDcr();
  const dcr = new DcrPage(page);
  await dcr.paymentRow(orNumber).waitFor();
  const [pesos, centavos] = account.totalDue.split('.') as [string, string];
  await dcr.countAndClose(Number(pesos), Number(centavos));
  await dcr.summary().getByText('over/short').waitFor();
  assert.match((await dcr.summary().textContent()) ?? '', /over\/short\s*₱0\.00/);
});
