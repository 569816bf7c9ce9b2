// Printing a route's bills in one go from the bulk compute screen: one A4 sheet per bill, in route
// sequence, the view survives a reload, and the PDF has exactly one page per bill.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { SignInPage } from '../pages/sign-in.page.ts';
import { ShellPage } from '../pages/shell.page.ts';
import { usePortal } from '../support/fixture.ts';
import { BulkComputePage } from './pages/bulk-compute.page.ts';
import { RoutePrintPage } from './pages/route-print.page.ts';
import { apiUser, postBills, seedCoop } from './seed.ts';

const portal = usePortal();

test('a route with three posted bills prints three A4 pages, one per consumer in route sequence', async () => {
  const { api, user } = await apiUser(portal.baseUrl, ['BillingReport', 'BillingTransactions']);
  const coop = await seedCoop(api, { period: '2026-07', tag: '81', consumers: 3, readings: ['1100', '1200', '1300'] });

  const page = await portal.newPage();
  const signIn = new SignInPage(page);
  await signIn.goto();
  await signIn.signIn(user.username, user.password);
  await new ShellPage(page).waitForDashboard();
  const compute = new BulkComputePage(page);
  const print = new RoutePrintPage(page);

  // Nothing posted yet: nothing to print.
  await compute.goto({ month: coop.monthId, scope: 'route', route: coop.routeId });
  await page.getByRole('table', { name: 'Posted bills' }).getByText('No bills yet').waitFor();
  assert.equal(await print.printBillsButton().count(), 0);

  await postBills(api, coop);
  await compute.goto({ month: coop.monthId, scope: 'route', route: coop.routeId });
  await print.open(3);
  assert.match(page.url(), new RegExp(`[?&]printRoute=${coop.routeId}(&|$)`));
  assert.deepEqual(await print.accountNumbers(), coop.accounts);
  assert.match((await print.count().textContent()) ?? '', /^3 bills of route E81 - E2E route 81, /);
  // 100, 200 and 300 kWh on the rate sheet of seed.ts; 300 kWh by hand: 1,650 + 370.35 + 50 + 15 + 3.69
  // + VAT per line (198 + 44.44 + 6) = 2,337.48.
  assert.deepEqual(await print.sheets().getByTestId('bill-total').allTextContents(), [
    '₱816.49',
    '₱1,576.99',
    '₱2,337.48',
  ]);

  // A reload keeps the print view.
  await page.reload();
  await print.waitForSheets(3);
  assert.deepEqual(await print.accountNumbers(), coop.accounts);

  // In print media only the sheets show: no top bar, no toolbar.
  await page.emulateMedia({ media: 'print' });
  assert.equal(await page.getByRole('banner').isVisible(), false);
  assert.equal(await page.getByRole('button', { name: 'Print', exact: true }).isVisible(), false);
  assert.equal(await print.count().isVisible(), false);
  await page.emulateMedia({ media: 'screen' });
  const pdf = (await page.pdf({ preferCSSPageSize: true, printBackground: true })).toString('latin1');
  const pages = pdf.match(/\/Type\s*\/Page[^s]/g) ?? [];
  assert.equal(pages.length, 3, `the route printed on ${pages.length} pages`);
  // Every page is A4 (595 x 842 points).
  const boxes = pdf.match(/\/MediaBox \[0 0 [\d.]+ [\d.]+\]/g) ?? [];
  assert.ok(boxes.length >= 1);
  for (const box of boxes) assert.match(box, /\/MediaBox \[0 0 59[45](\.\d+)? 84[12](\.\d+)?\]/);

  await print.back();
  assert.doesNotMatch(page.url(), /printRoute=/);
  await print.printBillsButton().waitFor();
});
