// The billing reports print with the shared print pack: letterhead, the filters they were run
// with, "Prepared by", and none of the screen's controls (issue 11, item 16).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { SignInPage } from '../pages/sign-in.page.ts';
import { ShellPage } from '../pages/shell.page.ts';
import { usePortal } from '../support/fixture.ts';
import { BillingReportPages } from './pages/reports.page.ts';
import { apiUser, postBills, seedCoop } from './seed.ts';

const portal = usePortal();

async function onPaper(page: Page, check: () => Promise<void>): Promise<void> {
  assert.equal(await page.getByTestId('report-letterhead').isVisible(), false);
  await page.emulateMedia({ media: 'print' });
  try {
    assert.equal(await page.getByTestId('report-letterhead').isVisible(), true);
    assert.match((await page.getByTestId('report-signatories').textContent()) ?? '', /Prepared by:/);
    assert.equal(await page.getByRole('button', { name: 'Print', exact: true }).isVisible(), false);
    await check();
  } finally {
    await page.emulateMedia({ media: 'screen' });
  }
}

test('billing summary, total billed detail and the monthly billed report print with their filters', async () => {
  const { api, user } = await apiUser(portal.baseUrl, ['BillingReport', 'BillingTransactions']);
  const coop = await seedCoop(api, { period: '2026-06', tag: '76', consumers: 2, readings: ['1100', '1000'] });
  await postBills(api, coop);
  const page = await portal.newPage();
  const signIn = new SignInPage(page);
  await signIn.goto();
  await signIn.signIn(user.username, user.password);
  await new ShellPage(page).waitForDashboard();
  const reports = new BillingReportPages(page);

  await reports.gotoSummary('billing', { month: coop.monthId, route: coop.routeId, group: 'route' });
  await page.getByRole('table', { name: 'Billing Summary' }).locator('tbody tr').first().waitFor();
  await onPaper(page, async () => {
    const filters = (await page.getByTestId('report-filters').textContent()) ?? '';
    assert.match(filters, /Bill month: June 2026/);
    assert.match(filters, new RegExp(`Route: ${coop.routeCode}`));
    assert.match(filters, /Class: All/);
    assert.match(filters, /Grouped by: Route/);
    assert.equal(await page.getByRole('button', { name: 'Export to Excel' }).isVisible(), false);
    assert.equal(await page.locator('input[name="groupBy"]').locator('..').isVisible(), false);
    assert.equal(await page.getByRole('table', { name: 'Billing Summary' }).isVisible(), true);
  });

  await page.goto(`/fsd/billing/total-billed/${coop.monthId}`);
  await page.getByRole('heading', { name: 'Total Billed: June 2026' }).waitFor();
  await onPaper(page, async () => {
    assert.match((await page.getByTestId('report-filters').textContent()) ?? '', /Bill month: June 2026/);
  });

  await page.goto('/fsd/billing/monthly-report/bills?year=2026');
  await page.getByRole('table', { name: 'Monthly billed report' }).locator('tbody tr').first().waitFor();
  await onPaper(page, async () => {
    assert.match((await page.getByTestId('report-filters').textContent()) ?? '', /Year: 2026/);
    assert.equal(await page.getByRole('button', { name: 'Export CSV' }).isVisible(), false);
  });
});
