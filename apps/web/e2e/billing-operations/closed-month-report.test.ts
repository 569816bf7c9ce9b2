// A closed month's summary shows the figures as closed, then what adjustments made after closing
// changed and the total now (issue 11, item 6; docs/decisions/047).
import assert from 'node:assert/strict';
import { randomInt } from 'node:crypto';
import { test } from 'node:test';
import { adjustBillEndpoint } from '@ilaw/contracts/billing/adjustments/adjust-bill';
import { approveAdjustmentEndpoint } from '@ilaw/contracts/billing/adjustments/approve-adjustment';
import { closeBillMonthEndpoint } from '@ilaw/contracts/billing/bill-months/close-bill-month';
import { listBillsEndpoint } from '@ilaw/contracts/billing/bills/list-bills';
import { SignInPage } from '../pages/sign-in.page.ts';
import { ShellPage } from '../pages/shell.page.ts';
import { usePortal } from '../support/fixture.ts';
import { BillingReportPages } from './pages/reports.page.ts';
import { apiUser, postBills, seedCoop } from './seed.ts';

const portal = usePortal();

test('a closed month’s billing summary: total as closed, after closing, total now', async () => {
  const { api, user } = await apiUser(portal.baseUrl, ['BillingReport', 'BillingTransactions']);
  const approver = await apiUser(portal.baseUrl, ['BillCancellationApprover']);
  // A month and tag of its own: browser tests share one database on CI.
  const period = `${1900 + randomInt(120)}-${String(1 + randomInt(12)).padStart(2, '0')}`;
  const coop = await seedCoop(api, {
    period,
    tag: `Q${randomInt(100_000)}`,
    consumers: 2,
    readings: ['1100', '1200'],
  });
  await postBills(api, coop);
  await api.call(closeBillMonthEndpoint, { params: { id: coop.monthId } });
  const bills = await api.call(listBillsEndpoint, {
    query: { billMonthId: coop.monthId, accountNo: coop.accounts[1]!, page: 1, itemsPerPage: 5 },
  });
  const request = await api.call(adjustBillEndpoint, {
    params: { id: bills.data[0]!.id },
    body: { presentReading: '1150', reason: 'Reader misread the meter' },
  });
  await approver.api.call(approveAdjustmentEndpoint, { params: { id: request.id }, body: { remarks: 'Checked' } });

  const page = await portal.newPage();
  const signIn = new SignInPage(page);
  await signIn.goto();
  await signIn.signIn(user.username, user.password);
  await new ShellPage(page).waitForDashboard();
  const reports = new BillingReportPages(page);
  await reports.gotoSummary('billing', { month: coop.monthId, route: coop.routeId });
  const cells = async (group: string) =>
    (await reports.summaryRow('Billing Summary', group).locator('td').allTextContents()).map((s) => s.trim());
  await reports.summaryRow('Billing Summary', 'Total now').waitFor();
  assert.match((await page.getByTestId('closed-month-note').textContent()) ?? '', /was closed on .*as at closing/);
  // 100 + 200 kWh as closed; the correction took 50 kWh off after closing.
  assert.deepEqual((await cells('Total as closed')).slice(0, 3), ['Total as closed', '2', '300.00']);
  assert.deepEqual((await cells('After closing')).slice(0, 3), ['After closing', '0', '-50.00']);
  assert.deepEqual((await cells('Total now')).slice(0, 3), ['Total now', '2', '250.00']);
});
