import type { Page } from 'playwright-core';

/** /isd/hr/payroll-management/employees/:id and /recurring-payments: an employee's items. */
export class EmployeePaymentsPage {
  private readonly page: Page;
  constructor(page: Page) {
    this.page = page;
  }

  async open(employeeId: number): Promise<void> {
    await this.page.goto(`/isd/hr/payroll-management/employees/${employeeId}`);
    await this.page.getByRole('table', { name: 'Recurring payments and deductions' }).waitFor();
  }

  async openRecurring(search: string): Promise<void> {
    await this.page.goto(`/isd/hr/payroll-management/recurring-payments?search=${encodeURIComponent(search)}`);
    await this.page.getByRole('table', { name: 'Recurring payments and deductions' }).waitFor();
  }

  private async choose(label: string, option: string): Promise<void> {
    await this.page.getByRole('dialog').getByLabel(label).click();
    await this.page.getByRole('option', { name: option, exact: true }).click();
  }

  async addLoan(fields: { category: string; label: string; amount: string; principal: string; from: string }) {
    await this.page.getByRole('main').getByRole('button', { name: 'Add', exact: true }).click();
    const dialog = this.page.getByRole('dialog');
    await this.choose('Kind', 'Loan');
    await this.choose('Category', fields.category);
    await dialog.locator('input[name="label"]').fill(fields.label);
    await dialog.locator('input[name="amount"]').fill(fields.amount);
    await dialog.locator('input[name="principal"]').fill(fields.principal);
    await dialog.locator('input[name="startDate"]').fill(fields.from);
    const saved = this.page.waitForResponse((r) => r.url().includes('/employee-items') && r.status() === 201);
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await saved;
    await dialog.waitFor({ state: 'hidden' });
  }

  /** The text of the table row holding this description. */
  async row(label: string): Promise<string> {
    const row = this.page.getByRole('row').filter({ hasText: label });
    await row.waitFor();
    return ((await row.textContent()) ?? '').trim();
  }

  async schedule(label: string): Promise<string> {
    await this.page.getByRole('row').filter({ hasText: label }).getByRole('button', { name: 'Schedule' }).click();
    const dialog = this.page.getByRole('dialog');
    // The title names the item once its detail has loaded (before that it reads "Schedule").
    await dialog.getByRole('heading', { name: label }).waitFor();
    await dialog.getByRole('table', { name: 'Payrolls that used it' }).waitFor();
    return ((await dialog.textContent()) ?? '').trim();
  }
}
