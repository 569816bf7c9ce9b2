import assert from 'node:assert/strict';
import { test } from 'node:test';
import { listAdjustmentRequestsEndpoint } from '@ilaw/contracts/billing/adjustments/list-adjustment-requests';
import { computeBillEndpoint } from '@ilaw/contracts/billing/bills/compute-bill';
import { ledgerEndpoint } from '@ilaw/contracts/billing/ledger/get-ledger';
import { enterReadingEndpoint } from '@ilaw/contracts/billing/readings/enter-reading';
import { listBillMonthsEndpoint } from '@ilaw/contracts/billing/bill-months/list-bill-months';
import { createMeterReaderEndpoint } from '@ilaw/contracts/billing/meter-readers/create-meter-reader';
import { formatDate, formatPeso } from '@ilaw/contracts/format';
import { randomInt } from 'node:crypto';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { SignInPage } from '../pages/sign-in.page.ts';
import { ShellPage } from '../pages/shell.page.ts';
import { ApiSession } from '../support/api.ts';
import { usePortal } from '../support/fixture.ts';
import { ADMIN_PASSWORD, ADMIN_USERNAME } from '../support/server.ts';
import { BillCancellationApprovalPage } from './pages/cancellation.page.ts';
import { MasterDataPages } from './pages/master-data.page.ts';
import { billingUser, runTag, seedRoute } from './seed.ts';

const portal = usePortal();

async function signedIn(username: string, password: string): Promise<Page> {
  const page = await portal.newPage();
  const signIn = new SignInPage(page);
  await signIn.goto();
  await signIn.signIn(username, password);
  await new ShellPage(page).waitForDashboard();
  return page;
}

async function rateWorkbook(rows: (string | number)[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Rates');
  ws.addRow(['Class', 'Code', 'Name', 'Unit', 'Rate', 'Vatable', 'Discountable', 'LifelineSubsidy']);
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** A bill month period nobody has yet (1900-2019: never the latest open month of other tests). */
async function freePeriod(api: ApiSession): Promise<string> {
  const taken = new Set((await api.call(listBillMonthsEndpoint)).map((m) => m.period));
  for (;;) {
    const period = `${1900 + randomInt(120)}-${String(1 + randomInt(12)).padStart(2, '0')}`;
    if (!taken.has(period)) return period;
  }
}

function monthLabel(period: string): string {
  const [y, m] = period.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m - 1, 1)).toLocaleString('en-PH', { month: 'long', year: 'numeric', timeZone: 'UTC' });
}

test('the billing clerk sets up a route, a consumer and a bill month with imported rates, then closes it', async () => {
  const clerk = await billingUser(portal.baseUrl, ['BillingReport'], 'e2e.master');
  const admin = await ApiSession.signIn(portal.baseUrl, ADMIN_USERNAME, ADMIN_PASSWORD);
  const tag = runTag();
  const readerName = `Mario Reader ${tag}`;
  const routeCode = `MD${tag}`;
  const accountNo = `05-E${tag}`;
  await admin.call(createMeterReaderEndpoint, {
    body: { name: readerName, branchCode: 5, userId: null, isActive: true },
  });
  const page = await signedIn(clerk.username, clerk.password);
  const ui = new MasterDataPages(page);

  // Route with its reader.
  await ui.open('/fsd/billing/transactions/route', 'Billing Route');
  await page.getByRole('button', { name: 'New route' }).click();
  const routeDialog = ui.dialog('New route');
  await ui.fill(routeDialog, { code: routeCode.toLowerCase(), name: 'Poblacion East' });
  await ui.choose(routeDialog, 'meterReaderId', readerName);
  await routeDialog.getByRole('button', { name: 'Save' }).click();
  await routeDialog.waitFor({ state: 'detached' });
  await ui.tableRow('Routes', routeCode).getByText(readerName).waitFor();

  // Consumer: the form refuses a missing town and barangay with the shared messages.
  await ui.open('/fsd/billing/transactions/consumer-master', 'Consumer Master');
  await page.getByRole('button', { name: 'New consumer' }).click();
  const consumerDialog = ui.dialog('New consumer');
  assert.equal(await consumerDialog.locator('input[name="accountNo"]').inputValue(), '05-');
  await ui.fill(consumerDialog, { accountNo, name: 'Evangelista, Elena' });
  await consumerDialog.getByRole('button', { name: 'Create consumer' }).click();
  assert.equal((await ui.fieldError(consumerDialog, 'town').textContent())?.trim(), 'Choose a town from the list.');
  assert.equal((await ui.fieldError(consumerDialog, 'barangay').textContent())?.trim(), 'This field is required.');
  await ui.choose(consumerDialog, 'town', 'Sablayan');
  await ui.fill(consumerDialog, { barangay: 'Buenavista', meterSerial: `SN-${tag}`, initialReading: '250' });
  await ui.choose(consumerDialog, 'routeId', new RegExp(routeCode));
  await consumerDialog.locator('input[name="isSeniorCitizen"]').check();
  await consumerDialog.getByRole('button', { name: 'Create consumer' }).click();
  await consumerDialog.waitFor({ state: 'detached' });
  await page.getByLabel('Search').fill(accountNo);
  await page.waitForURL((u) => u.searchParams.get('search') === accountNo);
  const consumerRow = ui.tableRow('Consumers', accountNo);
  await consumerRow.getByText('EVANGELISTA, ELENA').waitFor();
  await consumerRow.getByText(`${routeCode} / `).waitFor();
  await consumerRow.getByText('Senior').waitFor();

  // Bill month, then its rates from the .xlsx template (a bad row first: nothing imported).
  const period = await freePeriod(clerk.api);
  const label = monthLabel(period);
  await ui.open('/fsd/billing/transactions/bill-month', 'Bill Month');
  await page.getByRole('button', { name: 'New bill month' }).click();
  const monthDialog = ui.dialog('New bill month');
  await ui.fill(monthDialog, { period, readingDate: `${period}-06` });
  await monthDialog.getByRole('button', { name: 'Save' }).click();
  // A new month is confirmed first, naming the period.
  const confirmMonth = page.getByRole('dialog', { name: `Create ${label}?` });
  await confirmMonth.getByRole('button', { name: 'Create month' }).click();
  await monthDialog.waitFor({ state: 'detached' });
  const monthRow = ui.tableRow('Bill months', label);
  // No due date typed: the reading date + 9 days.
  await monthRow.getByText(formatDate(`${period}-15`)).waitFor();
  const panel = page.getByTestId('rates-panel');
  await panel.getByText(`Rates of ${label}`).waitFor();
  await panel.getByText('No rates for class R this month', { exact: false }).waitFor();
  await panel.getByRole('cell', { name: '0.00 – 15.00' }).waitFor();

  await panel.getByLabel('Rates workbook').setInputFiles({
    name: 'rates.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: await rateWorkbook([
      ['R', 'GEN', 'Generation Charge', 'kWh', '5.123456', 'Y', 'Y', 'N'],
      ['R', 'SUPPLY', 'Supply Charge', 'month', '50', 'Y', 'Y', 'N'],
    ]),
  });
  // One bad row: nothing imported, the bad cell listed with its row and column.
  const report = panel.getByLabel('Import result');
  await report.getByText('nothing was imported; 1 row of 2 rows have errors', { exact: false }).waitFor();
  assert.match(
    (await report.getByRole('table', { name: 'Rows with errors' }).locator('tr[data-row="3"]').textContent()) ?? '',
    /Unit.*month.*Choose one of kWh, customer, meter, kW, percent\./,
  );
  await panel.getByLabel('Rates workbook').setInputFiles({
    name: 'rates.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: await rateWorkbook([
      ['R', 'GEN', 'Generation Charge', 'kWh', '5.123456', 'Y', 'Y', 'N'],
      ['R', 'SUPPLY', 'Supply Charge', 'customer', '50', 'Y', 'Y', 'N'],
    ]),
  });
  const rates = page.getByRole('table', { name: 'Rates of class R' });
  await rates.getByRole('row').filter({ hasText: 'Generation Charge' }).getByText('5.123456').waitFor();
  await rates.getByRole('row').filter({ hasText: 'Supply Charge' }).getByText('per customer').waitFor();
  await report.getByText('rates.xlsx: 2 posted.').waitFor();
  assert.equal(await panel.getByRole('table', { name: 'Rows with errors' }).count(), 0);
  assert.doesNotMatch((await report.textContent()) ?? '', /fix them/, 'no advice to fix rows when none failed');

  // Class C typed on screen: it starts from class R's components; a bad rate gets the shared message.
  await panel.getByRole('tab', { name: /^C Commercial/ }).click();
  await panel.getByRole('button', { name: 'Enter class C rates' }).click();
  const ratesDialog = ui.dialog(`Rates of class C, ${label}`);
  assert.equal(await ratesDialog.getByLabel('Code 1').inputValue(), 'GEN');
  await ratesDialog.getByLabel('Rate 1').fill('6.1x');
  await ratesDialog.getByRole('button', { name: 'Save rates' }).click();
  await ratesDialog.getByText('Please enter a valid number').waitFor();
  await ratesDialog.getByLabel('Rate 1').fill('6.1');
  await ratesDialog.getByRole('button', { name: 'Save rates' }).click();
  await ratesDialog.waitFor({ state: 'detached' });
  const classC = page.getByRole('table', { name: 'Rates of class C' });
  await classC.getByRole('row').filter({ hasText: 'Generation Charge' }).getByText('6.10').waitFor();
  await panel.getByRole('tab', { name: /^R Residential/ }).click();

  // Closing asks first; a closed month shows as closed and offers no edits.
  await monthRow.getByRole('button', { name: `Close ${period}` }).click();
  const confirm = page.getByRole('dialog', { name: `Close ${label}?` });
  await confirm.getByRole('button', { name: 'Close month' }).click();
  await monthRow.getByText(/^Closed /).waitFor();
  assert.equal(await monthRow.getByRole('button', { name: `Edit ${period}` }).count(), 0);
  assert.equal(await panel.getByRole('button', { name: /Edit class R rates/ }).isDisabled(), true);
});

test('a bill adjustment waits for an approver with the corrected bill and the difference; only the approval posts it', async () => {
  const clerk = await billingUser(portal.baseUrl, ['BillingReport'], 'e2e.adjust');
  const txn = await billingUser(portal.baseUrl, ['BillingTransactions'], 'e2e.adjtxn');
  const approver = await billingUser(portal.baseUrl, ['BillCancellationApprover'], 'e2e.adjapprover');
  const seeded = await seedRoute(portal.baseUrl, clerk.api, ['FLORES, FE']);
  const accountNo = seeded.accounts[0]!;
  await txn.api.call(enterReadingEndpoint, {
    body: { billMonthId: seeded.billMonthId, accountNo, presentReading: '1200' },
  });
  const computed = await clerk.api.call(computeBillEndpoint, { body: { billMonthId: seeded.billMonthId, accountNo } });
  const bill = computed.bill;
  assert.ok(bill);

  const page = await signedIn(clerk.username, clerk.password);
  const ui = new MasterDataPages(page);
  await ui.open('/fsd/billing/transactions/bill-adjustment', 'Bill Adjustment');
  await page.locator('input[name="consumer"]').fill('FLORES');
  await page.getByRole('option', { name: new RegExp(accountNo) }).click();
  await ui.tableRow(`Bills of ${accountNo}`, bill.billNo).getByRole('button', { name: 'Adjust' }).click();
  const dialog = ui.dialog(`Adjust bill ${bill.billNo}`);
  await dialog.locator('input[name="presentReading"]').fill('1150');
  await dialog.getByRole('button', { name: 'Ask for approval' }).click();
  // The reason is required (the contract's message).
  await dialog.getByText('This field is required.').waitFor();
  await dialog.locator('textarea[name="reason"]').fill('Reader misread the meter; re-read on site.');
  await dialog.getByRole('button', { name: 'Ask for approval' }).click();
  await dialog.waitFor({ state: 'detached' });

  // The request shows the corrected bill and the difference; nothing is posted yet.
  const result = page.getByTestId('adjustment-result');
  await result.getByText(`Original: ${bill.billNo}`).waitFor();
  await result.getByText('Corrected (waiting for approval)').waitFor();
  await result.getByText('150.00 kWh', { exact: false }).waitFor();
  // Every recomputed line with its amount, the corrected total and the difference to the posted bill.
  const [request] = (
    await clerk.api.call(listAdjustmentRequestsEndpoint, { query: { accountNo, page: 1, itemsPerPage: 5 } })
  ).data;
  assert.ok(request !== undefined && request.proposed.lines.length >= 3, 'charges and VAT are recomputed');
  for (const line of request.proposed.lines) {
    const tr = result.locator('tr', { hasText: line.description });
    assert.equal((await tr.locator('td').nth(1).textContent())?.trim(), formatPeso(line.amount), line.description);
  }
  const difference = (Number(request.proposed.total) - Number(bill.totalAmount)).toFixed(2);
  assert.equal(request.difference, difference);
  assert.ok(Number(difference) < 0, 'fifty kWh fewer bill less');
  assert.equal((await result.getByTestId('adjustment-difference').textContent())?.trim(), formatPeso(difference));
  await ui
    .tableRow(`Bills of ${accountNo}`, bill.billNo)
    .getByRole('button', { name: 'Waiting for approval' })
    .waitFor();
  await ui.tableRow('Adjustment requests', bill.billNo).getByText('Step 1 of 1: Approver', { exact: false }).waitFor();
  const ledgerRows = page.getByRole('table', { name: `Ledger of ${accountNo}` }).locator('tbody tr');
  await ledgerRows.filter({ hasText: 'Bill' }).first().waitFor();
  assert.equal(await ledgerRows.count(), 1);

  // The approver sees it in My work and approves it on the approval screen.
  const approverPage = await signedIn(approver.username, approver.password);
  await approverPage.getByTestId('my-work').getByRole('link', { name: 'Bill adjustment' }).waitFor();
  await approverPage.getByTestId('my-work-badge').waitFor();
  const approval = new BillCancellationApprovalPage(approverPage);
  await approval.goto();
  await approval.showAdjustments();
  await approval.adjustmentRow(bill.billNo).getByText('Reader misread the meter', { exact: false }).waitFor();
  await approval.decideAdjustment(bill.billNo, true, 'Re-read confirmed on site.');
  await approval.adjustmentRow(bill.billNo).waitFor({ state: 'detached' });

  // Now posted: the original adjusted, the reversal and the corrected bill on the ledger.
  await page.reload();
  await page.locator('input[name="consumer"]').fill('FLORES');
  await page.getByRole('option', { name: new RegExp(accountNo) }).click();
  await ui.tableRow(`Bills of ${accountNo}`, bill.billNo).locator('[data-status="adjusted"]').waitFor();
  await ledgerRows.filter({ hasText: 'Adjustment (corrected bill)' }).waitFor();
  await ledgerRows.filter({ hasText: 'Adjustment (reversal)' }).waitFor();
  await ui.tableRow('Adjustment requests', bill.billNo).locator('[data-status="approved"]').waitFor();

  const ledger = await clerk.api.call(ledgerEndpoint, { params: { accountNo } });
  assert.deepEqual(
    ledger.entries.map((e) => e.kind),
    ['Bill', 'AdjustmentReversal', 'AdjustmentCorrection'],
  );
});

test('the admin adds a meter reader and gives them routes', async () => {
  const clerk = await billingUser(portal.baseUrl, ['BillingReport'], 'e2e.readers');
  const seeded = await seedRoute(portal.baseUrl, clerk.api, ['GARCIA, GINA']);
  const readerName = `Nestor Navarro ${runTag()}`;
  const page = await signedIn(ADMIN_USERNAME, ADMIN_PASSWORD);
  const ui = new MasterDataPages(page);
  await ui.open('/admin/meter-readers', 'Meter Readers');
  await page.getByRole('button', { name: 'New meter reader' }).click();
  const dialog = ui.dialog('New meter reader');
  await ui.fill(dialog, { name: readerName });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await dialog.waitFor({ state: 'detached' });
  const row = ui.tableRow('Meter readers', readerName);
  await row.getByRole('button', { name: `Routes of ${readerName}` }).click();
  const routes = ui.dialog(`Routes of ${readerName}`);
  await routes.getByRole('checkbox', { name: new RegExp(seeded.routeCode) }).check();
  await routes.getByRole('button', { name: 'Save routes' }).click();
  await routes.waitFor({ state: 'detached' });
  await row.getByRole('cell', { name: '1', exact: true }).waitFor();
});

test('Consumer Master keeps the page in the URL: a reload stays on page 2, a new filter goes back to page 1', async () => {
  const clerk = await billingUser(portal.baseUrl, ['BillingReport'], 'e2e.paging');
  // 17 consumers on one route: 15 on page 1, 2 on page 2 (accounts in order).
  const names = Array.from({ length: 17 }, (_, i) => `PAGING, PERSON ${String(i + 1).padStart(2, '0')}`);
  const seeded = await seedRoute(portal.baseUrl, clerk.api, names);
  const page = await signedIn(clerk.username, clerk.password);
  const ui = new MasterDataPages(page);
  await ui.open(`/fsd/billing/transactions/consumer-master?branch=5&route=${seeded.routeId}`, 'Consumer Master');
  await ui.tableRow('Consumers', seeded.accounts[0]!).waitFor();

  await page.getByRole('button', { name: 'Go to next page' }).click();
  await page.waitForURL((u) => u.searchParams.get('page') === '2');
  await ui.tableRow('Consumers', seeded.accounts[16]!).waitFor();
  await page.reload();
  await ui.tableRow('Consumers', seeded.accounts[15]!).waitFor();
  assert.equal(await ui.tableRow('Consumers', seeded.accounts[0]!).count(), 0);
  assert.equal(new URL(page.url()).searchParams.get('route'), String(seeded.routeId));

  // A filter change starts again at page 1 and keeps the other filters.
  await ui.choose(page.locator('body'), 'class', /^R /);
  await page.waitForURL((u) => u.searchParams.get('class') === 'R' && !u.searchParams.has('page'));
  await ui.tableRow('Consumers', seeded.accounts[0]!).waitFor();
  const url = new URL(page.url());
  assert.equal(url.searchParams.get('route'), String(seeded.routeId));
  assert.equal(url.searchParams.get('branch'), '5');
});
