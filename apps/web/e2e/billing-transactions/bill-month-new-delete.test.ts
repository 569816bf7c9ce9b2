import assert from 'node:assert/strict';
import { test } from 'node:test';
import { listBillMonthsEndpoint } from '@ilaw/contracts/billing/bill-months/list-bill-months';
import { randomInt } from 'node:crypto';
import { SignInPage } from '../pages/sign-in.page.ts';
import { ShellPage } from '../pages/shell.page.ts';
import { usePortal } from '../support/fixture.ts';
import { MasterDataPages } from './pages/master-data.page.ts';
import { billingUser } from './seed.ts';

const portal = usePortal();

function monthLabel(period: string): string {
  const [y, m] = period.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m - 1, 1)).toLocaleString('en-PH', { month: 'long', year: 'numeric', timeZone: 'UTC' });
}

test('New bill month asks first, naming the period; a month with no readings or bills can be deleted', async () => {
  const clerk = await billingUser(portal.baseUrl, ['BillingReport'], 'e2e.newmonth');
  const taken = new Set((await clerk.api.call(listBillMonthsEndpoint)).map((m) => m.period));
  let period = '';
  do period = `${1900 + randomInt(120)}-${String(1 + randomInt(12)).padStart(2, '0')}`;
  while (taken.has(period));
  const label = monthLabel(period);

  const page = await portal.newPage();
  const signIn = new SignInPage(page);
  await signIn.goto();
  await signIn.signIn(clerk.username, clerk.password);
  await new ShellPage(page).waitForDashboard();
  const ui = new MasterDataPages(page);
  await ui.open('/fsd/billing/transactions/bill-month', 'Bill Month');
  await page.getByRole('button', { name: 'New bill month' }).click();
  const monthDialog = ui.dialog('New bill month');
  await ui.fill(monthDialog, { period, readingDate: `${period}-06` });
  await monthDialog.getByRole('button', { name: 'Save' }).click();

  // Cancel saves nothing.
  const confirm = ui.dialog(`Create ${label}?`);
  assert.match((await confirm.textContent()) ?? '', new RegExp(`Bill month ${label}`));
  assert.match((await confirm.textContent()) ?? '', /working month|billing screens stay on/);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await confirm.waitFor({ state: 'detached' });
  assert.ok(!(await clerk.api.call(listBillMonthsEndpoint)).some((m) => m.period === period));

  await monthDialog.getByRole('button', { name: 'Save' }).click();
  await confirm.getByRole('button', { name: 'Create month' }).click();
  await monthDialog.waitFor({ state: 'detached' });
  await ui.tableRow('Bill months', label).waitFor();

  await page.getByRole('button', { name: `Delete ${period}` }).click();
  const del = ui.dialog(`Delete ${label}?`);
  await del.getByRole('button', { name: 'Delete month' }).click();
  await del.waitFor({ state: 'detached' });
  await ui.tableRow('Bill months', label).waitFor({ state: 'detached' });
  assert.ok(!(await clerk.api.call(listBillMonthsEndpoint)).some((m) => m.period === period));
});
