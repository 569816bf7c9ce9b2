// Meter Disconnection > Threshold (decision 115) at 390 px: the dated thresholds and a form adding
// one in force from a later day; a past date refused in SPEC words; the tab only for those who keep
// the threshold (BillingReport, Admin), not for the disconnection staff. The new threshold's date
// is this run's own (a random day of 2100), so other tests on a shared database never meet it.
import assert from 'node:assert/strict';
import { randomInt } from 'node:crypto';
import { test } from 'node:test';
import { listDisconnectionThresholdsEndpoint } from '@ilaw/contracts/billing/disconnections/list-disconnection-thresholds';
import { DISCONNECTION_MESSAGES } from '@ilaw/contracts/billing/disconnections/disconnection';
import { formatDate, formatPeso } from '@ilaw/contracts/format';
import type { Page } from 'playwright-core';
import { billingUser } from '../billing-transactions/seed.ts';
import { SignInPage } from '../pages/sign-in.page.ts';
import { ShellPage } from '../pages/shell.page.ts';
import { usePortal } from '../support/fixture.ts';
import { assertNoSidewaysScroll } from '../support/phone.ts';

const portal = usePortal();

async function signIn(page: Page, username: string, password: string) {
  const signInPage = new SignInPage(page);
  await signInPage.goto();
  await signInPage.signIn(username, password);
  await new ShellPage(page).waitForDashboard();
}

test('the threshold: listed, a new one added from a later day, a past day refused; only for its keepers', async () => {
  const keeper = await billingUser(portal.baseUrl, ['BillingReport'], 'e2e.thr.keeper');
  const page = await portal.newPhonePage();
  await signIn(page, keeper.username, keeper.password);
  await page.goto('/fsd/billing/transactions/meter-disconnection');
  await page.getByRole('tab', { name: 'Threshold' }).click();
  await page.waitForURL(/view=threshold/);
  const form = page.getByRole('form', { name: 'New threshold' });
  await form.waitFor();

  // A past day is refused: the days already past keep the threshold they had.
  await form.getByLabel('In force from').fill('2001-01-01');
  await form.getByLabel('Past due at least (₱)').fill('150');
  await form.getByLabel('For at least (days)').fill('7');
  await form.getByRole('button', { name: 'Add threshold' }).click();
  await form.getByText(DISCONNECTION_MESSAGES.thresholdInPast).waitFor();

  const day = new Date(Date.UTC(2100, 0, 1) + randomInt(365) * 86_400_000).toISOString().slice(0, 10);
  const amount = `${100 + randomInt(900)}.50`;
  await form.getByLabel('In force from').fill(day);
  await form.getByLabel('Past due at least (₱)').fill(amount);
  await form.getByRole('button', { name: 'Add threshold' }).click();
  await page.getByText(`Threshold in force from ${formatDate(day)} added.`).waitFor();
  const cards = page.getByRole('list', { name: 'Disconnection thresholds' });
  const card = cards.getByRole('listitem').filter({ hasText: formatDate(day) });
  await card.waitFor();
  assert.match((await card.textContent()) ?? '', new RegExp(formatPeso(amount).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  await assertNoSidewaysScroll(page, 'the threshold tab');
  // Stored as given, and once: the same day again is refused.
  const stored = (await keeper.api.call(listDisconnectionThresholdsEndpoint)).filter((t) => t.effectiveFrom === day);
  assert.equal(stored.length, 1);
  assert.equal(stored[0]!.minArrears, amount);
  assert.equal(stored[0]!.minDaysPastDue, 7);
  await form.getByLabel('In force from').fill(day);
  await form.getByLabel('Past due at least (₱)').fill('200');
  await form.getByLabel('For at least (days)').fill('7');
  await form.getByRole('button', { name: 'Add threshold' }).click();
  await form.getByText('A threshold already takes effect on this date.').waitFor();

  // The disconnection staff work with the threshold but do not keep it: no tab, even by address.
  const staff = await billingUser(portal.baseUrl, ['MeterDisconnection'], 'e2e.thr.staff');
  const other = await portal.newPhonePage();
  await signIn(other, staff.username, staff.password);
  await other.goto('/fsd/billing/transactions/meter-disconnection?view=threshold');
  await other.getByRole('tab', { name: 'Consumers' }).waitFor();
  assert.equal(await other.getByRole('tab', { name: 'Threshold' }).count(), 0);
  assert.equal(await other.getByRole('form', { name: 'New threshold' }).count(), 0);
});
