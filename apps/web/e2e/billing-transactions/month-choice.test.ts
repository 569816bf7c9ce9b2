// A billing screen says which bill month it shows and why (issue 11, items 3 and 12): on its own it
// opens on the latest open month and says so; opened on another month it says that month was
// chosen and names the usual one. Other tests add months to the same database meanwhile, so the
// line is checked against the months as the API lists them, not against a fixed month.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { listBillMonthsEndpoint } from '@ilaw/contracts/billing/bill-months/list-bill-months';
import { SignInPage } from '../pages/sign-in.page.ts';
import { ShellPage } from '../pages/shell.page.ts';
import { usePortal } from '../support/fixture.ts';
import { billingUser, seedRoute } from './seed.ts';

const portal = usePortal();
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const label = (period: string) => `${MONTHS[Number(period.slice(5, 7)) - 1]} ${period.slice(0, 4)}`;

test('Entering Meter Reading says which bill month it shows and why', async () => {
  const clerk = await billingUser(portal.baseUrl, ['BillingReport', 'BillingTransactions'], 'e2e.monthline');
  const seeded = await seedRoute(portal.baseUrl, clerk.api, ['LINYA, LINA']);

  const page = await portal.newPage();
  const signIn = new SignInPage(page);
  await signIn.goto();
  await signIn.signIn(clerk.username, clerk.password);
  await new ShellPage(page).waitForDashboard();
  const line = page.getByTestId('bill-month-choice');

  // On its own: the latest open month, said so.
  await page.goto('/fsd/billing/transactions/entering-meter-reading');
  await line.filter({ hasText: /^Showing / }).waitFor();
  const shown = /^Showing (\w+ \d{4}), the latest open month\.$/.exec((await line.textContent()) ?? '');
  assert.ok(shown, (await line.textContent()) ?? '');
  const months = await clerk.api.call(listBillMonthsEndpoint);
  const latestOpen = months
    .filter((m) => m.status === 'Open')
    .map((m) => m.period)
    .sort()
    .at(-1)!;
  // A month another test opened after the screen loaded may be newer; never an older one.
  const shownPeriod = months.find((m) => label(m.period) === shown[1] && m.status === 'Open')?.period;
  assert.ok(shownPeriod !== undefined && shownPeriod <= latestOpen, `${shown[1]} is an open month`);

  // Opened on the seeded (older) month: chosen, and the usual month named.
  await page.goto(
    `/fsd/billing/transactions/entering-meter-reading?billMonthId=${seeded.billMonthId}&routeId=${seeded.routeId}`,
  );
  await page.getByRole('table', { name: 'Route reading sheet' }).waitFor();
  await line.filter({ hasText: label(seeded.period) }).waitFor();
  const text = (await line.textContent()) ?? '';
  if (seeded.period !== latestOpen)
    assert.match(
      text,
      new RegExp(`^Showing ${label(seeded.period)}, as chosen; the latest open month is \\w+ \\d{4}\\.$`),
    );
  else assert.equal(text, `Showing ${label(seeded.period)}, the latest open month.`);
});
