import type { Page } from 'playwright-core';

/** /fsd/billing/transactions/entering-meter-reading */
export class ReadingEntryPage {
  private readonly page: Page;
  constructor(page: Page) {
    this.page = page;
  }

  async goto(billMonthId: number, routeId: number): Promise<void> {
    await this.page.goto(
      `/fsd/billing/transactions/entering-meter-reading?billMonthId=${billMonthId}&routeId=${routeId}`,
    );
    await this.page.getByRole('heading', { name: 'Entering Meter Reading' }).waitFor();
    await this.page.getByRole('table', { name: 'Route reading sheet' }).waitFor();
  }

  row(accountNo: string) {
    return this.page.locator(`tr[data-account="${accountNo}"]`);
  }

  presentInput(accountNo: string) {
    return this.page.getByLabel(`Present reading of ${accountNo}`);
  }

  demandInput(accountNo: string) {
    return this.page.getByLabel(`Demand kW of ${accountNo}`);
  }

  remarkSelect(accountNo: string) {
    return this.page.getByLabel(`Remark of ${accountNo}`);
  }

  /** The accessible name of the focused element's input, e.g. 'Present reading of 05-0001'. */
  focusedLabel(): Promise<string | null> {
    return this.page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? null);
  }

  async waitForFocus(label: string): Promise<void> {
    await this.page.waitForFunction((l) => document.activeElement?.getAttribute('aria-label') === l, label);
  }

  async waitForSaved(accountNo: string): Promise<void> {
    await this.row(accountNo).and(this.page.locator('[data-saved="true"]')).waitFor();
  }

  kwh(accountNo: string) {
    return this.row(accountNo).locator('[data-field="kwh"]');
  }

  rowError(accountNo: string) {
    return this.row(accountNo).locator('.MuiFormHelperText-root.Mui-error');
  }

  progress() {
    return this.page.getByTestId('reading-progress');
  }
}
