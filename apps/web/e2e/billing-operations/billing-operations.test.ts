// Billing operations in the browser: bulk compute with progress (test run, post, run again: no
// second bill), a reading upload with a failed line, and the ledger with its printable bill.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { test } from 'node:test';
import { adjustBillEndpoint } from '@ilaw/contracts/billing/adjustments/adjust-bill';
import { approveAdjustmentEndpoint } from '@ilaw/contracts/billing/adjustments/approve-adjustment';
import { listBillsEndpoint } from '@ilaw/contracts/billing/bills/list-bills';
import { SignInPage } from '../pages/sign-in.page.ts';
import { ShellPage } from '../pages/shell.page.ts';
import { usePortal } from '../support/fixture.ts';
import { BulkComputePage } from './pages/bulk-compute.page.ts';
import { LedgerPage } from './pages/ledger.page.ts';
import { MeterReadingPages } from './pages/meter-reading.page.ts';
import { BillingReportPages } from './pages/reports.page.ts';
import { apiUser, postBills, seedCoop } from './seed.ts';
import ExcelJS from 'exceljs';

const portal = usePortal();

async function signedIn(username: string, password: string) {
  const page = await portal.newPage();
  const signIn = new SignInPage(page);
  await signIn.goto();
  await signIn.signIn(username, password);
  await new ShellPage(page).waitForDashboard();
  return page;
}

test('bulk compute: a test run shows progress and totals, posting bills them, a second run bills nobody again', async () => {
  const { api, user } = await apiUser(portal.baseUrl, ['BillingReport', 'BillingTransactions']);
  // 100 kWh (816.49) and 200 kWh (1,576.99) by hand from the rate sheet; the third has no reading.
  const coop = await seedCoop(api, { period: '2026-01', tag: '71', consumers: 3, readings: ['1100', '1200'] });
  const page = await signedIn(user.username, user.password);
  const compute = new BulkComputePage(page);
  await compute.goto({ month: coop.monthId, scope: 'route', route: coop.routeId });

  await compute.runTest();
  assert.equal(await compute.progressBar(compute.testRun()).getAttribute('aria-valuenow'), '100');
  assert.equal(await compute.figure('total-amount').textContent(), '₱2,393.48');
  assert.equal(await compute.figure('new-bills').textContent(), '2');
  assert.equal(await compute.figure('already-billed').textContent(), '0');
  assert.match((await compute.classRow('R').textContent()) ?? '', /Residential2300\.00₱2,393\.48/);
  // A test run posts nothing.
  assert.equal((await api.call(listBillsEndpoint, { query: { billMonthId: coop.monthId } })).total, 0);
  await page.getByRole('table', { name: 'Posted bills' }).getByText('No bills yet').waitFor();

  const posted = await compute.post();
  assert.match(posted, /^2 bills posted \(₱2,393\.48, 300\.00 kWh\); 0 already billed/);
  await compute.billRows().filter({ hasText: coop.accounts[0]! }).getByRole('cell', { name: '₱816.49' }).waitFor();
  await compute.billRows().filter({ hasText: coop.accounts[1]! }).getByRole('cell', { name: '₱1,576.99' }).waitFor();

  // The runs are in the address: a reload shows them again.
  await page.reload();
  await compute.postingRun().getByTestId('post-result').waitFor();
  assert.match((await compute.postingRun().getByTestId('post-result').textContent()) ?? '', /^2 bills posted/);
  assert.equal(await compute.figure('total-amount').textContent(), '₱2,393.48');

  // Computing again: everyone is already billed, nothing would change, and posting adds no bill.
  await compute.runTest();
  assert.equal(await compute.figure('new-bills').textContent(), '0');
  assert.equal(await compute.figure('already-billed').textContent(), '2');
  await compute.testRun().getByText('Every posted bill matches the computation.').waitFor();
  const again = await compute.post();
  assert.match(again, /^0 bills posted .*; 2 already billed \(not billed again\)/);
  const bills = await api.call(listBillsEndpoint, { query: { billMonthId: coop.monthId } });
  assert.equal(bills.total, 2);
  assert.equal(await compute.billRows().count(), 2);
});

test("the reader's file of a route is extracted and uploaded back; a reading below the previous one is listed with its reason", async () => {
  const { api, user } = await apiUser(portal.baseUrl, ['BillingReport', 'BillingTransactions']);
  const coop = await seedCoop(api, { period: '2026-02', tag: '72', consumers: 2, readings: [] });
  const page = await signedIn(user.username, user.password);
  const readings = new MeterReadingPages(page);
  const [good, bad] = coop.accounts;

  await readings.gotoExtract(coop.monthId);
  const download = await readings.extract(coop.routeCode);
  assert.equal(download.suggestedFilename(), `Readings-05-${coop.routeCode}-2026-02.csv`);
  const extracted = await readFile((await download.path())!, 'utf8');
  const lines = extracted.trim().split(/\r?\n/);
  assert.match(lines[0]!, /^AccountNo,Sequence,Name,MeterSerial,Multiplier,PreviousReading,PresentReading,Remark/);
  assert.equal(lines.length, 3);
  // The reader keys in 1150 for the first consumer and 990 (below 1000.00, no remark) for the second.
  assert.ok(lines[1]!.startsWith(`${good},1,`) && lines[2]!.startsWith(`${bad},2,`), extracted);
  const filled = [
    lines[0],
    lines[1]!.replace(',1000.00,,', ',1000.00,1150,'),
    lines[2]!.replace(',1000.00,,', ',1000.00,990,'),
  ].join('\r\n');
  assert.notEqual(filled, lines.join('\r\n'));

  await readings.gotoUpload(coop.monthId);
  await readings.upload({ name: 'route-72.csv', text: filled });
  assert.match(
    (await readings.result().getByRole('alert').textContent()) ?? '',
    /route-72\.csv \(.*2026\): 2 lines, 1 accepted, 0 unchanged, 1 failed\./,
  );
  const line = readings.failedLine(3);
  await line.waitFor();
  const text = (await line.textContent()) ?? '';
  assert.ok(text.includes(bad!), text);
  assert.match(text, /below the previous reading 1000\.00/);
  assert.equal(await readings.result().getByRole('table', { name: 'Failed log' }).locator('tbody tr').count(), 1);
  // The upload is listed with its counts, and its failed log opens again from the list.
  await readings.gotoUpload(coop.monthId);
  const row = readings.pastUpload('route-72.csv');
  await row.waitFor();
  await row.getByRole('button', { name: 'Failed log of route-72.csv' }).click();
  await readings.failedLine(3).waitFor();
});

test('the ledger shows the posted bill; its lines open and the printable bill prints on one A4 page', async () => {
  const { api, user } = await apiUser(portal.baseUrl, ['BillingReport', 'BillingTransactions']);
  const coop = await seedCoop(api, { period: '2026-03', tag: '73', consumers: 1, readings: ['1100'] });
  await postBills(api, coop);
  const bill = (await api.call(listBillsEndpoint, { query: { billMonthId: coop.monthId } })).data[0]!;

  const page = await signedIn(user.username, user.password);
  const ledger = new LedgerPage(page);
  await ledger.gotoAccount('');
  await ledger.search(`RIVERA73`, coop.accounts[0]!);
  await ledger.entry(bill.billNo).waitFor();
  assert.match((await ledger.entry(bill.billNo).textContent()) ?? '', /Bill.*₱816\.49.*₱816\.49/);
  await ledger.balance().filter({ hasText: '₱816.49' }).waitFor();

  const dialog = await ledger.openBill(bill.billNo);
  for (const line of [
    'Generation Charge',
    'Distribution Charge',
    'Supply Charge',
    'Lifeline Subsidy',
    'Universal Charge',
  ]) {
    await dialog.getByRole('cell', { name: line, exact: true }).waitFor();
  }
  assert.equal(await dialog.getByTestId('bill-detail-total').textContent(), '₱816.49');

  const printable = await ledger.openPrint(dialog);
  assert.equal(await printable.getByTestId('bill-total').textContent(), '₱816.49');
  await printable.getByText(bill.billNo).first().waitFor();
  await printable.getByText('Value Added Tax').waitFor();
  // In print media only the sheet shows: no top bar, no side menu, no Back/Print buttons.
  await page.emulateMedia({ media: 'print' });
  assert.equal(await page.getByRole('banner').isVisible(), false);
  assert.equal(await page.getByRole('button', { name: 'Print', exact: true }).isVisible(), false);
  assert.equal(await printable.isVisible(), true);
  if (process.env['BILL_SCREENSHOT']) await page.screenshot({ path: process.env['BILL_SCREENSHOT'], fullPage: true });
  await page.emulateMedia({ media: 'screen' });
  const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
  const pages = pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? [];
  assert.equal(pages.length, 1, `the bill printed on ${pages.length} pages`);
  // The sheet is A4 (595 x 842 points).
  assert.match(pdf.toString('latin1'), /\/MediaBox \[0 0 59[45](\.\d+)? 84[12](\.\d+)?\]/);
});

test('reports: billing and kWh summaries with the Excel export, total billed, and consumer information', async () => {
  const { api, user } = await apiUser(portal.baseUrl, ['BillingReport', 'BillingTransactions']);
  const coop = await seedCoop(api, { period: '2026-04', tag: '74', consumers: 2, readings: ['1100', '1000'] });
  await postBills(api, coop);
  const page = await signedIn(user.username, user.password);
  const reports = new BillingReportPages(page);

  // 100 kWh = 816.49; zero kWh still pays supply 50.00 + VAT 6.00 = 56.00.
  await reports.gotoSummary('billing', { month: coop.monthId, route: coop.routeId });
  const residential = reports.summaryRow('Billing Summary', 'R - Residential');
  await residential.waitFor();
  assert.match((await residential.textContent()) ?? '', /R - Residential2100\.00.*₱872\.49$/);
  await reports.summaryRow('Billing Summary', 'Total').waitFor();
  const download = await reports.exportExcel();
  assert.match(download.suggestedFilename(), /^BillingSummary-2026-04-by-class\.xlsx$/);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile((await download.path())!);
  const cells = wb.worksheets[0]!.getSheetValues().flat().map(String);
  assert.ok(cells.includes('R - Residential'), cells.join('|'));
  assert.ok(cells.includes('872.49'), cells.join('|'));

  await reports.gotoSummary('kwh', { month: coop.monthId, route: coop.routeId, group: 'route' });
  const route = reports.summaryRow('KWH Summary', `San Jose / ${coop.routeCode}`);
  await route.waitFor();
  // 2 bills, 1 with zero consumption, 100 kWh, 50 on average.
  assert.match((await route.textContent()) ?? '', /21100\.0050\.00$/);

  await reports.gotoTotalBilled();
  await page.getByRole('link', { name: 'April 2026' }).click();
  await page.getByRole('heading', { name: 'Total Billed: April 2026' }).waitFor();
  const total = page.getByRole('table', { name: 'Total billed by branch and class' }).locator('tbody tr').last();
  assert.match((await total.textContent()) ?? '', /Total.*2100\.00₱872\.49/);

  await page.goto('/fsd/billing/monthly-report/bills?year=2026');
  const april = page
    .getByRole('table', { name: 'Monthly billed report' })
    .locator('tbody tr')
    .filter({ hasText: 'April 2026' })
    .filter({ hasText: 'Month total' });
  assert.match((await april.textContent()) ?? '', /2100\.00₱872\.49$/);
  const csvDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const csv = await readFile((await (await csvDownload).path())!, 'utf8');
  assert.match(csv, /April 2026,R - Residential,2,100\.00,872\.49/);

  await reports.gotoConsumer(coop.accounts[0]!);
  assert.equal(await reports.fact('Route / sequence').textContent(), `${coop.routeCode} / 1`);
  assert.equal(await reports.fact('Lifeliner').textContent(), 'No');
  // The balance comes with the ledger, a moment after the details.
  await page.getByTestId('consumer-balance').filter({ hasText: '₱816.49' }).waitFor();
  await page.getByRole('table', { name: 'Recent bills' }).getByRole('cell', { name: '₱816.49' }).waitFor();
  await page.getByRole('tab', { name: 'Ledger' }).click();
  await page.getByRole('table', { name: 'Ledger' }).getByRole('cell', { name: 'Bill', exact: true }).waitFor();
});

test('an adjusted bill shows in the ledger as a reversal and the corrected bill, with who and why', async () => {
  const { api, user } = await apiUser(portal.baseUrl, ['BillingReport', 'BillingTransactions']);
  const coop = await seedCoop(api, { period: '2026-05', tag: '75', consumers: 1, readings: ['1100'] });
  await postBills(api, coop);
  const bill = (await api.call(listBillsEndpoint, { query: { billMonthId: coop.monthId } })).data[0]!;
  const asked = await api.call(adjustBillEndpoint, {
    params: { id: bill.id },
    body: { presentReading: '1200', reason: 'Misread by the reader: 1,200 on the meter' },
  });
  // An approver other than the requester posts it.
  const approver = await apiUser(portal.baseUrl, ['BillCancellationApprover']);
  const corrected = await approver.api.call(approveAdjustmentEndpoint, {
    params: { id: asked.id },
    body: { remarks: 'Checked against the meter photo' },
  });
  const page = await signedIn(user.username, user.password);
  const ledger = new LedgerPage(page);
  await ledger.gotoAccount(coop.accounts[0]!);
  // 816.49 billed, reversed, then the corrected 200 kWh bill of 1,576.99.
  await ledger.balance().filter({ hasText: '₱1,576.99' }).waitFor();
  const rows = page.getByRole('table', { name: 'Ledger' }).locator('tbody tr');
  assert.equal(await rows.count(), 3);
  assert.match((await rows.nth(0).textContent()) ?? '', /Bill.*₱816\.49₱816\.49/);
  assert.match((await rows.nth(1).textContent()) ?? '', /Adjustment \(reversal\).*₱816\.49₱0\.00Misread by the reader/);
  assert.match(
    (await rows.nth(2).textContent()) ?? '',
    new RegExp(`Adjustment \\(corrected bill\\)${corrected.correctedBillNo ?? ''}₱1,576\\.99₱1,576\\.99`),
  );
  assert.ok(((await rows.nth(1).textContent()) ?? '').includes(user.username), 'the reversal names who adjusted');
  // The original opens as Adjusted and its print says so.
  const dialog = await ledger.openBill(bill.billNo);
  await dialog.getByText('Adjusted', { exact: true }).waitFor();
  const printable = await ledger.openPrint(dialog);
  await printable.getByText('ADJUSTED: replaced by a corrected bill').waitFor();
  // The print names who asked and who approved the adjustment (decision 014).
  const signed = printable.getByTestId('bill-signatories');
  await signed.getByText('Adjustment', { exact: true }).waitFor();
  await signed.getByText('Prepared by', { exact: false }).waitFor();
  await signed.getByText('Approver', { exact: false }).waitFor();
});
