// A consumer's statement of account from the ledger: the balance brought forward, the entries of
// the range with their running balance, totals and the closing balance, printed with the shared
// print pack (issue 11, item 16; docs/decisions/047).
import assert from 'node:assert/strict';
import { randomInt } from 'node:crypto';
import { test } from 'node:test';
import { ledgerEndpoint } from '@ilaw/contracts/billing/ledger/get-ledger';
import { formatPeso } from '@ilaw/contracts/format';
import { SignInPage } from '../pages/sign-in.page.ts';
import { ShellPage } from '../pages/shell.page.ts';
import { usePortal } from '../support/fixture.ts';
import { LedgerPage } from './pages/ledger.page.ts';
import { apiUser, postBills, seedCoop } from './seed.ts';

const portal = usePortal();

test('the statement of account of a date range prints with the letterhead, the range and the balances', async () => {
  const { api, user } = await apiUser(portal.baseUrl, ['BillingReport', 'BillingTransactions']);
  const period = `${1900 + randomInt(120)}-${String(1 + randomInt(12)).padStart(2, '0')}`;
  const coop = await seedCoop(api, { period, tag: `S${randomInt(100_000)}`, consumers: 1, readings: ['1100'] });
  await postBills(api, coop);
  const accountNo = coop.accounts[0]!;
  const ledger = await api.call(ledgerEndpoint, { params: { accountNo } });
  const bill = ledger.entries[0]!;

  const page = await portal.newPage();
  const signIn = new SignInPage(page);
  await signIn.goto();
  await signIn.signIn(user.username, user.password);
  await new ShellPage(page).waitForDashboard();
  const ledgerPage = new LedgerPage(page);
  await ledgerPage.gotoAccount(accountNo);
  await ledgerPage.entry(bill.reference).waitFor();
  await page.getByRole('button', { name: 'Statement of account' }).click();
  await page.getByRole('heading', { name: 'Statement of Account' }).waitFor();

  const table = page.getByRole('table', { name: 'Statement of account' });
  const cells = async (entry: string) =>
    (await table.locator('tbody tr').filter({ hasText: entry }).locator('td').allTextContents()).map((s) => s.trim());
  // The range runs from January 1 of this year to today: the bill posted today is in it.
  await table.locator('tbody tr').filter({ hasText: bill.reference }).waitFor();
  assert.equal((await cells('Balance brought forward'))[6], formatPeso('0'));
  assert.equal((await cells(bill.reference))[4], formatPeso(bill.debit));
  assert.equal((await cells('Balance at the end of the period'))[6], formatPeso(ledger.balance));

  // A range after today brings the whole balance forward and lists nothing.
  const to = bill.entryDate.replace(/^\d{4}/, (y) => String(Number(y) + 1));
  await page.locator('input[name="from"]').fill(to);
  await page.locator('input[name="to"]').fill(to);
  await table.locator('tbody tr').filter({ hasText: bill.reference }).waitFor({ state: 'detached' });
  assert.equal((await cells('Balance brought forward'))[6], formatPeso(ledger.balance));
  assert.equal((await cells('Balance at the end of the period'))[6], formatPeso(ledger.balance));

  await page.emulateMedia({ media: 'print' });
  assert.equal(await page.getByTestId('report-letterhead').isVisible(), true);
  const filters = (await page.getByTestId('report-filters').textContent()) ?? '';
  assert.match(filters, new RegExp(`Account: ${accountNo}`));
  assert.match(filters, /Period: .* to /);
  assert.equal(await page.getByRole('button', { name: 'Print' }).isVisible(), false);
  assert.equal(await page.locator('input[name="from"]').isVisible(), false);
});
