import type { Download, Locator, Page } from 'playwright-core';

/** /fsd/billing/summaries, /summaries/kwh, /total-billed(/:id), /monthly-report/bills and /consumer/info */
export class BillingReportPages {
  private readonly page: Page;
  constructor(page: Page) {
    this.page = page;
  }

  async gotoSummary(kind: 'billing' | 'kwh', query: Record<string, string | number>): Promise<void> {
    const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
    await this.page.goto(`/fsd/billing/summaries${kind === 'kwh' ? '/kwh' : ''}?${qs}`);
    await this.page.getByRole('heading', { name: kind === 'kwh' ? 'KWH Summary' : 'Billing Summary' }).waitFor();
  }

  summaryRow(table: string, group: string): Locator {
    return this.page
      .getByRole('table', { name: table })
      .locator('tbody tr')
      .filter({ has: this.page.getByRole('cell', { name: group, exact: true }) });
  }

  async exportExcel(): Promise<Download> {
    const download = this.page.waitForEvent('download');
    await this.page.getByRole('button', { name: 'Export to Excel' }).click();
    return download;
  }

  async gotoTotalBilled(): Promise<void> {
    await this.page.goto('/fsd/billing/total-billed');
    await this.page.getByRole('heading', { name: 'Total Billed' }).waitFor();
  }

  async gotoConsumer(accountNo: string): Promise<void> {
    await this.page.goto(`/consumer/info?account=${encodeURIComponent(accountNo)}`);
    await this.page.getByRole('region', { name: 'Consumer details' }).waitFor();
  }

  fact(label: string): Locator {
    return this.page.locator(`[data-fact="${label}"]`);
  }
}
