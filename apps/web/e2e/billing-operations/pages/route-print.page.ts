import type { Locator, Page } from 'playwright-core';

/** The route print view of /fsd/billing/bulk-compute-bill-testing (`?printRoute=`). */
export class RoutePrintPage {
  private readonly page: Page;
  constructor(page: Page) {
    this.page = page;
  }

  printBillsButton(): Locator {
    return this.page.getByRole('button', { name: 'Print bills' });
  }

  /** Opens the view from the bulk compute screen's button and waits for `bills` sheets. */
  async open(bills: number): Promise<void> {
    await this.printBillsButton().click();
    await this.waitForSheets(bills);
  }

  async waitForSheets(bills: number): Promise<void> {
    await this.count()
      .filter({ hasText: new RegExp(`^${bills} bills? of route`) })
      .waitFor();
    await this.sheets()
      .nth(bills - 1)
      .waitFor();
  }

  sheets(): Locator {
    return this.page.getByTestId('route-print').getByTestId('printable-bill');
  }

  count(): Locator {
    return this.page.getByTestId('route-print-count');
  }

  /** The account number printed on each sheet, in sheet order. */
  async accountNumbers(): Promise<string[]> {
    return this.sheets().locator('.fact').filter({ hasText: 'Account no.' }).locator('.value').allTextContents();
  }

  async back(): Promise<void> {
    await this.page.getByRole('button', { name: 'Back' }).click();
    await this.page.getByRole('heading', { name: 'Bulk Compute Bill Testing' }).waitFor();
  }
}
