import type { Page } from 'playwright-core';

/** /isd/hr/payroll-management/payrolls/:id: the payroll with its sign-off. */
export class PayrollDetailPage {
  private readonly page: Page;
  constructor(page: Page) {
    this.page = page;
  }

  async open(id: number): Promise<void> {
    await this.page.goto(`/isd/hr/payroll-management/payrolls/${id}`);
    await this.page.getByTestId('payroll-net').waitFor();
  }

  async submitForApproval(): Promise<void> {
    const answered = this.page.waitForResponse((r) => r.url().includes('/submission') && r.status() === 200);
    await this.page.getByRole('button', { name: 'Submit for approval' }).click();
    await answered;
    await this.page.getByText(/^Step 1 of 4: Payroll Checker/).waitFor();
  }

  /** The current step line, e.g. "Step 2 of 4: Payroll Recommender · History". */
  async stepText(): Promise<string> {
    return ((await this.page.locator('[data-testid^="approval-"]').first().textContent()) ?? '').trim();
  }

  async approve(remarks: string): Promise<void> {
    await this.page.getByRole('button', { name: 'Approve', exact: true }).click();
    const dialog = this.page.getByRole('dialog');
    await dialog.getByLabel('Remarks').fill(remarks);
    const answered = this.page.waitForResponse((r) => r.url().includes('/decision') && r.status() === 200);
    await dialog.getByRole('button', { name: 'Approve', exact: true }).click();
    await answered;
    await dialog.waitFor({ state: 'hidden' });
  }

  async status(): Promise<string> {
    // The page's own chip: the side menu shows count chips too (My work, unread documents).
    return ((await this.page.locator('main .MuiChip-root').first().textContent()) ?? '').trim();
  }
}

/** /user/payslips and /user/payslips/:id: the employee's own payslips. */
export class MyPayslipsPage {
  private readonly page: Page;
  constructor(page: Page) {
    this.page = page;
  }

  async open(): Promise<void> {
    const answered = this.page.waitForResponse((r) => r.url().includes('/api/v2/user/payslips'));
    await this.page.goto('/user/payslips');
    await answered;
    await this.page.getByRole('table', { name: 'Your payslips' }).waitFor();
    await this.page.getByRole('progressbar').waitFor({ state: 'detached' });
  }

  rows() {
    return this.page.getByRole('table', { name: 'Your payslips' }).locator('tbody tr');
  }

  async openPayslip(payrollName: string): Promise<void> {
    await this.rows().filter({ hasText: payrollName }).first().click();
    await this.page.getByTestId('payslip').waitFor();
  }

  async openById(payrollId: number): Promise<void> {
    await this.page.goto(`/user/payslips/${payrollId}`);
    await this.page.getByTestId('payslip').waitFor();
  }

  async employee(): Promise<string> {
    return ((await this.page.getByTestId('payslip-employee').textContent()) ?? '').trim();
  }

  async netPay(): Promise<string> {
    return ((await this.page.getByTestId('payslip-net').textContent()) ?? '').trim();
  }
}
