// A teller's day end to end: the cashier's OR range, open the day, take a payment keyboard-first
// (account, Enter, amount, Enter) with its receipt, then count the cash and close the day balanced.
import assert from 'node:assert/strict';
import { randomInt } from 'node:crypto';
import { test } from 'node:test';
import { computeBillEndpoint } from '@ilaw/contracts/billing/bills';
import { enterReadingEndpoint } from '@ilaw/contracts/billing/readings';
import { getAccountEndpoint } from '@ilaw/contracts/collection/accounts/get-account';
import { findAccountsEndpoint } from '@ilaw/contracts/collection/accounts/find-accounts';
import { createOrSeriesEndpoint } from '@ilaw/contracts/collection/or-series/create-or-series';
import { createTellerEndpoint } from '@ilaw/contracts/collection/tellers/create-teller';
import type { Page } from 'playwright-core';
import { SignInPage } from '../pages/sign-in.page.ts';
import { ShellPage } from '../pages/shell.page.ts';
import { ApiSession } from '../support/api.ts';
import { usePortal } from '../support/fixture.ts';
import { ADMIN_PASSWORD, ADMIN_USERNAME } from '../support/server.ts';
import { billingUser, seedRoute } from '../billing-transactions/seed.ts';
import { DcrPage, TellerWindowPage } from './pages/teller-window.page.ts';

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
  const clerk = await billingUser(portal.baseUrl, ['BillingReport', 'BillingTransactions'], 'e2e.col.clerk');
  const seeded = await seedRoute(portal.baseUrl, clerk.api, ['REYES, ROSA']);
  const accountNo = seeded.accounts[0]!;
  await clerk.api.call(enterReadingEndpoint, {
    body: { billMonthId: seeded.billMonthId, accountNo, presentReading: '1120' },
  });
  await clerk.api.call(computeBillEndpoint, { body: { billMonthId: seeded.billMonthId, accountNo } });

  const teller = await billingUser(portal.baseUrl, ['Teller'], 'e2e.teller');
  const admin = await ApiSession.signIn(portal.baseUrl, ADMIN_USERNAME, ADMIN_PASSWORD);
  const record = await admin.call(createTellerEndpoint, {
    body: { userId: teller.userId, name: 'E2E Teller', branchCode: 5, collectionOffice: 'Main office' },
  });
  const start = 100_000_000 + randomInt(800_000_000);
  await admin.call(createOrSeriesEndpoint, { body: { tellerId: record.id, startNo: start, endNo: start + 49 } });
  const [match] = await teller.api.call(findAccountsEndpoint, { query: { search: accountNo } });
  const account = await teller.api.call(getAccountEndpoint, { params: { consumerId: match!.consumerId } });

  const page = await signedIn(teller.username, teller.password);
  const window = new TellerWindowPage(page);
  await window.goto();
  await window.openDay();
  const orNumber = await window.pay(accountNo, account.totalDue);
  assert.equal(orNumber, String(start));
  await page.getByText('THIS DOCUMENT IS NOT VALID FOR CLAIM OF INPUT TAX').waitFor();
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
