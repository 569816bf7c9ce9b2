import type { Download, Locator, Page } from 'playwright-core';

/** /isd/warehouse/bincard and the balances screens. */
export class BinCardPage {
  private readonly page: Page;
  constructor(page: Page) {
    this.page = page;
  }

  async open(materialId: number, locationId: number): Promise<void> {
    await this.page.goto(`/isd/warehouse/bincard?materialId=${materialId}&locationId=${locationId}`);
    await this.page.getByTestId('bin-card').waitFor();
  }

  get table(): Locator {
    return this.page.getByRole('table', { name: 'Bin card' });
  }

  get closing(): Locator {
    return this.page.getByTestId('bin-card-closing');
  }

  async exportToExcel(): Promise<Download> {
    const [download] = await Promise.all([
      this.page.waitForEvent('download'),
      this.page.getByRole('button', { name: 'Export to Excel' }).click(),
    ]);
    return download;
  }

  async openBalances(search: string): Promise<void> {
    await this.page.goto(`/isd/warehouse/balance-viewing?search=${encodeURIComponent(search)}`);
    await this.page.getByRole('heading', { name: 'Balance Viewing', exact: true }).waitFor();
  }
}
