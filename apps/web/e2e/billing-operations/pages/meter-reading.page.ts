import type { Download, Locator, Page } from 'playwright-core';

/** /fsd/billing/meter-reading/upload and /extract */
export class MeterReadingPages {
  private readonly page: Page;
  constructor(page: Page) {
    this.page = page;
  }

  async gotoUpload(month: number): Promise<void> {
    await this.page.goto(`/fsd/billing/meter-reading/upload?month=${month}`);
    await this.page.getByRole('heading', { name: 'Meter Reading Upload' }).waitFor();
  }

  async upload(file: { name: string; text: string }): Promise<void> {
    await this.page
      .getByLabel('Reading file')
      .setInputFiles({ name: file.name, mimeType: 'text/csv', buffer: Buffer.from(file.text) });
    await this.result().waitFor();
  }

  result(): Locator {
    return this.page.getByRole('region', { name: 'Upload result' });
  }

  failedLine(lineNo: number): Locator {
    return this.result()
      .getByRole('table', { name: 'Failed log' })
      .locator('tbody tr')
      .filter({ has: this.page.getByRole('cell', { name: String(lineNo), exact: true }) });
  }

  pastUpload(fileName: string): Locator {
    return this.page.getByRole('table', { name: 'Past uploads' }).getByRole('row').filter({ hasText: fileName });
  }

  async gotoExtract(month: number): Promise<void> {
    await this.page.goto(`/fsd/billing/meter-reading/extract?month=${month}`);
    await this.page.getByRole('heading', { name: 'Meter Reading Extract File' }).waitFor();
  }

  /** Chooses one route and downloads its reading file. */
  async extract(routeCode: string): Promise<Download> {
    await this.page.getByRole('checkbox', { name: `Choose route ${routeCode}` }).check();
    const download = this.page.waitForEvent('download');
    await this.page.getByRole('button', { name: /^Download 1 file$/ }).click();
    return download;
  }
}
