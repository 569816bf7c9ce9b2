import type { Page } from 'playwright-core';

/** /isd/hr/payroll-management/payrolls and a payroll's screen: a new draft, generation, its lines. */
export class PayrollGeneratePage {
  private readonly page: Page;
  constructor(page: Page) {
    this.page = page;
  }

  async openList(): Promise<void> {
    await this.page.goto('/isd/hr/payroll-management/payrolls');
    await this.page.getByRole('button', { name: 'New payroll' }).waitFor();
  }

  /** Fills the New payroll dialog and saves: the screen moves to the new payroll. */
  async newPayroll(fields: { name: string; type: string; start: string; end: string; payDate: string }) {
    await this.page.getByRole('button', { name: 'New payroll' }).click();
    const dialog = this.page.getByRole('dialog');
    await dialog.locator('input[name="name"]').fill(fields.name);
    await dialog.getByLabel('Payroll type').click();
    await this.page.getByRole('option', { name: fields.type }).click();
    await dialog.locator('input[name="periodStart"]').fill(fields.start);
    await dialog.locator('input[name="periodEnd"]').fill(fields.end);
    await dialog.locator('input[name="payDate"]').fill(fields.payDate);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await this.page.waitForURL(/\/isd\/hr\/payroll-management\/payrolls\/\d+$/);
    await this.page.getByTestId('payroll-net').waitFor();
  }

  payrollId(): number {
    return Number(/payrolls\/(\d+)$/.exec(this.page.url())?.[1]);
  }

  /** Starts the generation and waits until the job ends and the lines are shown. */
  async generate(): Promise<void> {
    const started = this.page.waitForResponse((r) => r.url().includes('/generate') && r.status() === 202);
    await this.page.getByRole('button', { name: 'Generate', exact: true }).click();
    await started;
    await this.page.getByRole('button', { name: 'Regenerate' }).waitFor();
  }

  async employees(): Promise<string> {
    return ((await this.page.getByTestId('payroll-employees').textContent()) ?? '').trim();
  }

  async searchLines(text: string): Promise<void> {
    const answered = this.page.waitForResponse((r) => r.url().includes('/Employees') && r.url().includes('search='));
    await this.page.getByPlaceholder('Name or employee ID').fill(text);
    await answered;
  }

  /** Opens a line's explanation: the rows of "how the pay was reached". */
  async explain(employeeName: string): Promise<string[]> {
    const row = this.page.getByRole('row').filter({ hasText: employeeName });
    await row.getByRole('button', { name: 'How' }).click();
    const table = this.page.getByRole('table', { name: `How the pay of ${employeeName} was reached` });
    await table.waitFor();
    return (await table.getByRole('row').allTextContents()).map((t) => t.trim());
  }
}
