import type { Page } from 'playwright-core';

/** /isd/hr/payroll-management/types: payroll types, statutory tables, contribution calculator. */
export class PayrollSetupPage {
  private readonly page: Page;
  constructor(page: Page) {
    this.page = page;
  }

  async openCalculator(): Promise<void> {
    await this.page.goto('/isd/hr/payroll-management/types?tab=calculator');
    await this.page.getByRole('button', { name: 'Compute' }).waitFor();
  }

  async compute(monthlyBasic: string, date: string): Promise<void> {
    await this.page.locator('input[name="monthlyBasic"]').fill(monthlyBasic);
    await this.page.locator('input[name="date"]').fill(date);
    const answered = this.page.waitForResponse((r) => r.url().includes('/statutory-deductions'));
    await this.page.getByRole('button', { name: 'Compute' }).click();
    await answered;
    await this.page.getByRole('table', { name: 'Statutory deductions' }).waitFor();
  }

  async amount(id: string): Promise<string> {
    return ((await this.page.getByTestId(`calc-${id}`).textContent()) ?? '').trim();
  }

  async openTables(): Promise<void> {
    await this.page.getByRole('tab', { name: 'Statutory tables' }).click();
    await this.page.getByRole('table', { name: 'Table history' }).waitFor();
  }

  historyRows() {
    return this.page.getByRole('table', { name: 'Table history' }).locator('tbody tr');
  }
}
