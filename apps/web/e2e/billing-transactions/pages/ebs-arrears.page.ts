import type { Download, Locator, Page } from 'playwright-core';

/** /fsd/billing/ledger?view=ebs-arrears (Ledger > EBS Arrears) */
export class EbsArrearsPage {
  private readonly page: Page;
  constructor(page: Page) {
    this.page = page;
  }

  /** Opens the list searched to `search` (e.g. a seeded route's account prefix). */
  async goto(search: string): Promise<void> {
    await this.page.goto(`/fsd/billing/ledger?view=ebs-arrears&search=${encodeURIComponent(search)}`);
    await this.page.getByRole('heading', { name: 'EBS Arrears', exact: true }).waitFor();
  }

  /** A consumer's row: a table row on a computer, a card on a phone. */
  row(accountNo: string): Locator {
    return this.page
      .getByLabel('EBS arrears', { exact: true })
      .locator('tr, li')
      .filter({ has: this.page.getByRole('link', { name: accountNo, exact: true }) });
  }

  totals(): Locator {
    return this.page.getByTestId('arrears-totals');
  }

  async filterClass(label: string): Promise<void> {
    await this.page.getByLabel('Class').click();
    await this.page.getByRole('option', { name: label }).click();
  }

  async exportToExcel(): Promise<Download> {
    const [download] = await Promise.all([
      this.page.waitForEvent('download'),
      this.page.getByRole('button', { name: 'Export to Excel' }).click(),
    ]);
    return download;
  }
}
