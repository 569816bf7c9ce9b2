import type { Locator, Page } from 'playwright-core';

/** Ledger > Bulk Upload's go-live view: one section per import, then the imported batches. */
export class GoLiveImportsPage {
  private readonly page: Page;
  constructor(page: Page) {
    this.page = page;
  }

  async goto(): Promise<void> {
    await this.page.goto('/fsd/billing/bulk-compute-bill-testing?view=go-live');
    await this.page.getByRole('heading', { name: 'Go-live Imports' }).waitFor();
  }

  section(title: string): Locator {
    return this.page.getByRole('region', { name: title, exact: true });
  }

  /** Uploads a CSV through the section's Dry run (dryRun) or Import and waits for the result. */
  async upload(
    title: string,
    fileLabel: string,
    file: { name: string; csv: string },
    dryRun: boolean,
  ): Promise<Locator> {
    const section = this.section(title);
    await section
      .getByLabel(dryRun ? `${fileLabel} (dry run)` : fileLabel, { exact: true })
      .setInputFiles({ name: file.name, mimeType: 'text/csv', buffer: Buffer.from(file.csv) });
    const report = section.getByLabel('Import result');
    await report.waitFor();
    return report;
  }

  errorRow(report: Locator, row: number): Locator {
    return report.getByRole('table', { name: 'Rows with errors' }).locator(`tr[data-row="${row}"]`).first();
  }

  reconciliationLine(report: Locator, label: string): Locator {
    return report.getByRole('table', { name: 'Reconciliation' }).locator(`tr[data-line="${label}"]`);
  }

  batchRow(fileName: string): Locator {
    return this.page.getByRole('table', { name: 'Imported batches' }).getByRole('row').filter({ hasText: fileName });
  }

  async undo(fileName: string): Promise<void> {
    await this.batchRow(fileName).getByRole('button', { name: 'Undo' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Undo import' });
    await dialog.getByRole('button', { name: 'Undo' }).click();
    await dialog.waitFor({ state: 'hidden' });
  }
}
