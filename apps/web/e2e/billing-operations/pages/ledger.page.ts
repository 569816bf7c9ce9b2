import type { Locator, Page } from 'playwright-core';

/** /fsd/billing/ledger with the bill detail and the printable bill. */
export class LedgerPage {
  private readonly page: Page;
  constructor(page: Page) {
    this.page = page;
  }

  async gotoAccount(accountNo: string): Promise<void> {
    await this.page.goto(`/fsd/billing/ledger?account=${encodeURIComponent(accountNo)}`);
    await this.page.getByRole('heading', { name: 'Billing Ledger' }).waitFor();
  }

  async search(text: string, accountNo: string): Promise<void> {
    await this.page.getByRole('combobox', { name: 'Consumer' }).fill(text);
    await this.page.getByRole('option').filter({ hasText: accountNo }).click();
  }

  entry(reference: string): Locator {
    return this.page.getByRole('table', { name: 'Ledger' }).getByRole('row').filter({ hasText: reference });
  }

  balance(): Locator {
    return this.page.getByTestId('ledger-balance');
  }

  async openBill(billNo: string): Promise<Locator> {
    // A bill's reversal entry links to the same bill.
    await this.page
      .getByRole('button', { name: `Open bill ${billNo}` })
      .first()
      .click();
    const dialog = this.page.getByRole('dialog', { name: `Bill ${billNo}` });
    await dialog.getByRole('table', { name: 'Bill lines' }).waitFor();
    return dialog;
  }

  async openPrint(dialog: Locator): Promise<Locator> {
    await dialog.getByRole('button', { name: 'Print bill' }).click();
    const bill = this.page.getByTestId('printable-bill');
    await bill.waitFor();
    return bill;
  }
}
