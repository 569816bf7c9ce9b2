// Page object of a month of power bought (/tsd/power-supplies).
import type { Page } from 'playwright-core';

export class PowerSuppliesPage {
  private readonly page: Page;
  constructor(page: Page) {
    this.page = page;
  }

  async goto(month: string) {
    await this.page.goto(`/tsd/power-supplies?month=${month}`);
    await this.page.getByRole('heading', { name: 'Power Supplies' }).waitFor();
  }

  /** Imports an interval data file for the supplier and waits for the result. */
  async importFile(supplier: string, file: { name: string; csv: string }) {
    await this.page.getByRole('combobox', { name: 'Supplier of the file' }).click();
    await this.page.getByRole('option', { name: supplier, exact: true }).click();
    await this.page
      .getByLabel('Interval data file')
      .setInputFiles({ name: file.name, mimeType: 'text/csv', buffer: Buffer.from(file.csv) });
    await this.page.getByRole('region', { name: 'Import result' }).waitFor();
  }

  figure(label: string) {
    return this.page.getByTestId(`figure-${label}`);
  }

  chart() {
    return this.page.getByText('Energy bought per day (kWh)');
  }
}
