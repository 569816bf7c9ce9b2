// The OR of a payment taken at the window prints on the receipt printer through the local printer
// service (its own process, a file sink), decoded: letterhead, OR number, account, the bill paid,
// the total in words, the configured footer, the OR's barcode and the cut.
import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { formatNumber } from '@ilaw/contracts/format';
import { ShellPage } from '../pages/shell.page.ts';
import { SignInPage } from '../pages/sign-in.page.ts';
import { usePortal } from '../support/fixture.ts';
import { startPrinterService, type LocalPrinterService } from '../support/printer-service.ts';
import { TellerWindowPage } from './pages/teller-window.page.ts';
import { accountOf, billedConsumers, seedTeller } from './seed.ts';

const portal = usePortal();
let service: LocalPrinterService | undefined;
after(async () => service?.stop());

test('a payment at the window prints its official receipt through the local printer service', async () => {
  const seeded = await billedConsumers(portal.baseUrl, ['DELA CRUZ, JUAN']);
  const accountNo = seeded.accounts[0]!;
  const teller = await seedTeller(portal.baseUrl, 'e2e.or.teller');
  const account = await accountOf(teller.api, accountNo);
  service = await startPrinterService(portal.baseUrl);

  const page = await portal.newPage();
  await page.addInitScript((url: string) => {
    localStorage.setItem('ilaw.receiptPrinter', JSON.stringify({ serviceUrl: url, printerName: '' }));
  }, service.url);
  await new SignInPage(page).goto();
  await new SignInPage(page).signIn(teller.username, teller.password);
  await new ShellPage(page).waitForDashboard();
  const window = new TellerWindowPage(page);
  await window.goto();
  await window.openDay();
  const orNumber = await window.pay(accountNo, account.totalDue);
  assert.equal(orNumber, String(teller.firstOr));
  await new ShellPage(page).toast(`Receipt ${orNumber} printed.`).waitFor();

  const printed = service.printed();
  const text = printed.join('\n');
  assert.ok(
    printed.some((l) => /electric/i.test(l)),
    text,
  );
  assert.ok(printed.includes('OFFICIAL RECEIPT'), text);
  assert.ok(printed.includes('Main office'), text);
  assert.ok(
    printed.some((l) => new RegExp(`^OR No\\. +${orNumber}$`).test(l)),
    text,
  );
  assert.ok(printed.includes(`Account No.: ${accountNo}`), text);
  assert.ok(printed.includes('Name: DELA CRUZ, JUAN'), text);
  const bill = account.bills[0]!;
  assert.ok(
    printed.some((l) => l.startsWith('Bill ') && l.includes(`#${bill.billNo}`)),
    text,
  );
  const total = formatNumber(account.totalDue, 2);
  assert.ok(
    printed.some((l) => new RegExp(`^TOTAL +${total.replace('.', '\\.')}$`).test(l)),
    text,
  );
  assert.ok(
    printed.some((l) => new RegExp(`^Cash +${total.replace('.', '\\.')}$`).test(l)),
    text,
  );
  assert.ok(
    printed.some((l) => /PESOS/.test(l)),
    text,
  );
  assert.ok(printed.join(' ').includes('THIS DOCUMENT IS NOT VALID FOR CLAIM OF INPUT TAX'), text);
  assert.ok(printed.includes(`Teller: Teller ${teller.username}`), text);
  assert.deepEqual(printed.slice(-2), [`[BARCODE ${orNumber}]`, '[CUT]']);
  // The seeded header lines that repeated the letterhead are gone (migration 0440).
  assert.equal(printed.filter((l) => l === 'OFFICIAL RECEIPT').length, 1, text);

  // Print again sends the same receipt once more.
  await page.getByRole('button', { name: 'Print again' }).click();
  const cuts = () => service?.printed().filter((l) => l === '[CUT]').length ?? 0;
  for (let i = 0; i < 300 && cuts() < 2; i++) await page.waitForTimeout(100);
  assert.equal(cuts(), 2);
});
