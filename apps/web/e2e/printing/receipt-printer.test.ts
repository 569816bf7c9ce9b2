import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import type { Page } from 'playwright-core';
import { PRINTER_MESSAGES } from '@ilaw/contracts/platform/receipt';
import { ShellPage } from '../pages/shell.page.ts';
import { SignInPage } from '../pages/sign-in.page.ts';
import { usePortal } from '../support/fixture.ts';
import { startPrinterService, type LocalPrinterService } from '../support/printer-service.ts';
import { ADMIN_PASSWORD, ADMIN_USERNAME, freePort } from '../support/server.ts';

const portal = usePortal();
// Started at the first test, once the portal (whose origin they allow) is up.
let services: Promise<{ service: LocalPrinterService; emptyService: LocalPrinterService }> | undefined;
const printerServices = () =>
  (services ??= (async () => ({
    service: await startPrinterService(portal.baseUrl),
    emptyService: await startPrinterService(portal.baseUrl, false),
  }))());
after(async () => {
  if (services === undefined) return;
  const { service, emptyService } = await services;
  await service.stop();
  await emptyService.stop();
});

/** Signed in, this PC's printer service set to `serviceUrl`, the Receipt Printer dialog open. */
async function openPrinterDialog(serviceUrl: string): Promise<Page> {
  const page = await portal.newPage();
  await page.addInitScript((url: string) => {
    localStorage.setItem('ilaw.receiptPrinter', JSON.stringify({ serviceUrl: url, printerName: '' }));
  }, serviceUrl);
  await new SignInPage(page).goto();
  await new SignInPage(page).signIn(ADMIN_USERNAME, ADMIN_PASSWORD);
  await new ShellPage(page).waitForDashboard();
  await page.getByTestId('account-menu-button').click();
  await page.getByRole('menuitem', { name: 'Receipt Printer' }).click();
  await page.getByRole('dialog', { name: 'Receipt Printer' }).waitFor();
  return page;
}

test('a test official receipt prints through the local service into its file sink', async () => {
  const { service } = await printerServices();
  const page = await openPrinterDialog(service.url);
  const dialog = page.getByRole('dialog', { name: 'Receipt Printer' });
  await dialog.getByText('Printer service 1.0.0 answers.').waitFor();
  await dialog.getByText('File (file), default').waitFor();
  await dialog.getByText('Ready.').waitFor();
  await dialog.getByRole('button', { name: 'Print test receipt' }).click();
  await new ShellPage(page).toast('Receipt TEST-0000001 printed.').waitFor();

  const printed = service.printed();
  assert.deepEqual(printed.slice(0, 2), ['SAMPLE ELECTRIC', 'COOPERATIVE, INC.']);
  assert.ok(printed.includes('TIN 000-123-456-00000'));
  assert.ok(printed.includes('TEST PRINT - NOT AN OFFICIAL RECEIPT'));
  assert.ok(printed.some((l) => /^OR No\. +TEST-0000001$/.test(l)));
  assert.ok(printed.some((l) => /^Date +Mar 05, 2026$/.test(l)));
  assert.ok(printed.includes('Name: Juan Dela Cruz'));
  assert.ok(printed.some((l) => /^Bill Feb 2026 #2602-000001 +1,234\.50$/.test(l)));
  assert.ok(printed.some((l) => /^TOTAL +1,271\.54$/.test(l)));
  assert.ok(printed.some((l) => /^VAT Amount +132\.27$/.test(l)));
  assert.ok(printed.join(' ').includes('THIS DOCUMENT IS NOT VALID FOR CLAIM OF INPUT TAX'));
  assert.deepEqual(printed.slice(-2), ['[BARCODE TEST-0000001]', '[CUT]']);
});

test("the dialog says 'No printers', 'Cannot connect to server', and refuses another computer's address", async () => {
  const { service, emptyService } = await printerServices();
  const page = await openPrinterDialog(emptyService.url);
  const dialog = page.getByRole('dialog', { name: 'Receipt Printer' });
  const state = dialog.getByTestId('printer-service-state');
  await state.filter({ hasText: PRINTER_MESSAGES.noPrinters }).waitFor();
  assert.equal(await dialog.getByRole('button', { name: 'Print test receipt' }).isDisabled(), true);

  const address = dialog.getByLabel('Printer service address');
  await address.fill(`http://127.0.0.1:${await freePort()}`);
  await state.filter({ hasText: PRINTER_MESSAGES.cannotConnect }).waitFor();

  await address.fill('http://192.168.1.20:9188');
  await dialog.getByText('Use this computer’s address, e.g. http://127.0.0.1:9188.').waitFor();

  await address.fill(service.url);
  await dialog.getByText('Printer service 1.0.0 answers.').waitFor();
  // The choice stays with this browser.
  const saved = await page.evaluate(() => localStorage.getItem('ilaw.receiptPrinter'));
  assert.equal((JSON.parse(saved ?? '{}') as { serviceUrl?: string }).serviceUrl, service.url);
});
