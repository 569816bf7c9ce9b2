// Page objects of the leave screens: monthly earned leave, own ledger, transactions, the import.
import type { Locator, Page } from 'playwright-core';

/** /isd/hr/monthly-earned-leaves */
export class MonthlyEarnedPage {
  private readonly page: Page;
  constructor(page: Page) {
    this.page = page;
  }
  async goto(): Promise<void> {
    await this.page.goto('/isd/hr/monthly-earned-leaves');
    await this.page.getByRole('heading', { name: 'Monthly Earned Leave' }).waitFor();
  }
  async post(monthName: string, year: number): Promise<void> {
    const form = this.page.getByRole('form', { name: 'Post a month' });
    await form.getByRole('combobox', { name: 'Month' }).click();
    await this.page.getByRole('option', { name: monthName, exact: true }).click();
    await form.getByLabel('Year').fill(String(year));
    await form.getByRole('button', { name: 'Post credits' }).click();
  }
  /** The confirmation the form asks before posting; answers its text once confirmed. */
  async confirm(): Promise<string> {
    const dialog = this.page.getByRole('dialog', { name: 'Post monthly credits' });
    await dialog.waitFor();
    const text = (await dialog.textContent()) ?? '';
    await dialog.getByRole('button', { name: 'Post credits' }).click();
    await dialog.waitFor({ state: 'detached' });
    return text;
  }
  /** The month and year the form proposes. */
  async proposed(): Promise<string> {
    const form = this.page.getByRole('form', { name: 'Post a month' });
    const month = (await form.getByRole('combobox', { name: 'Month' }).textContent()) ?? '';
    return `${month.trim()} ${await form.getByLabel('Year').inputValue()}`;
  }
  postedRow(label: string): Locator {
    return this.page.getByRole('table', { name: 'Posted months' }).getByRole('row').filter({ hasText: label });
  }
}

/** /user/leave-ledger */
export class MyLeaveLedgerPage {
  private readonly page: Page;
  constructor(page: Page) {
    this.page = page;
  }
  async goto(fiscalYearId: number): Promise<void> {
    await this.page.goto(`/user/leave-ledger?fiscalYearId=${fiscalYearId}`);
    await this.page.getByRole('heading', { name: 'Leave Ledger' }).waitFor();
  }
  /** The balance card of a type, e.g. 'VL'; its data-balance is the API's exact decimal. */
  balance(code: string): Locator {
    return this.page.locator(`[aria-label="Balances"] [data-type="${code}"] h6[data-balance]`);
  }
  async fileHalfDay(typeLabel: string, date: string, reason: string): Promise<void> {
    await this.page.getByRole('button', { name: 'File leave' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'File a leave application' });
    await dialog.getByRole('combobox', { name: 'Leave type' }).click();
    await this.page.getByRole('option', { name: typeLabel }).click();
    await dialog.getByLabel('Half day').check();
    await dialog.getByLabel('From').fill(date);
    await dialog.getByLabel('Reason').fill(reason);
    await dialog.getByRole('button', { name: 'File' }).click();
    await dialog.waitFor({ state: 'detached' });
  }
  async withdraw(dateFrom: string, reason: string): Promise<void> {
    await this.page.getByRole('button', { name: `Withdraw application from ${dateFrom}`, exact: true }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Withdraw leave application' });
    await dialog.getByLabel('Reason').fill(reason);
    await dialog.getByRole('button', { name: 'Withdraw' }).click();
    await dialog.waitFor({ state: 'detached' });
  }
  /** A row of my applications holding this text (a status or a reason). */
  application(date: string): Locator {
    return this.page.getByRole('table', { name: 'My applications' }).getByRole('row').filter({ hasText: date });
  }
  ledgerRow(text: string): Locator {
    return this.page.getByRole('table', { name: 'Ledger lines' }).getByRole('row').filter({ hasText: text });
  }
}

/** /isd/hr/employee-leaves/transactions */
export class LeaveTransactionsPage {
  private readonly page: Page;
  constructor(page: Page) {
    this.page = page;
  }
  /** `status`: the application status filter ('all' for every status; Pending by default). */
  async goto(status?: number | 'all'): Promise<void> {
    await this.page.goto(`/isd/hr/employee-leaves/transactions${status === undefined ? '' : `?status=${status}`}`);
    await this.page.getByRole('heading', { name: 'Leave Transactions' }).waitFor();
  }
  async approve(employeeCode: string, dateFrom: string, remarks: string): Promise<void> {
    await this.page
      .getByRole('button', { name: `Approve application of ${employeeCode} from ${dateFrom}`, exact: true })
      .click();
    const dialog = this.page.getByRole('dialog', { name: 'Approve leave application' });
    await dialog.getByLabel('Remarks').fill(remarks);
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await dialog.waitFor({ state: 'detached' });
  }
  /** Reverses an approved application (Approved filter shown). */
  async reverse(employeeCode: string, dateFrom: string, reason: string): Promise<void> {
    await this.page
      .getByRole('button', { name: `Reverse application of ${employeeCode} from ${dateFrom}`, exact: true })
      .click();
    const dialog = this.page.getByRole('dialog', { name: 'Reverse approved leave' });
    await dialog.getByLabel('Reason').fill(reason);
    await dialog.getByRole('button', { name: 'Reverse' }).click();
    await dialog.waitFor({ state: 'detached' });
  }
  /** Opens "File for an employee"; the dialog is returned so a test can try it half-filled. */
  async openFileForEmployee(): Promise<Locator> {
    await this.page.getByRole('button', { name: 'File for an employee' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'File a leave application for an employee' });
    await dialog.waitFor();
    return dialog;
  }
  async fillHalfDay(dialog: Locator, typeLabel: string, date: string, reason: string): Promise<void> {
    await dialog.getByRole('combobox', { name: 'Leave type' }).click();
    await this.page.getByRole('option', { name: typeLabel }).click();
    await dialog.getByLabel('Half day').check();
    await dialog.getByLabel('From').fill(date);
    await dialog.getByLabel('Reason').fill(reason);
  }
  async pickEmployee(dialog: Locator, employeeCode: string): Promise<void> {
    await dialog.getByRole('combobox', { name: 'Employee' }).fill(employeeCode);
    await this.page.getByRole('option', { name: new RegExp(`^${employeeCode} - `) }).click();
  }
  application(text: string): Locator {
    return this.page.getByRole('table', { name: 'Leave applications' }).getByRole('row').filter({ hasText: text });
  }
}

/** /isd/hr/leave-management/import-opening-balance */
export class ImportOpeningBalancePage {
  private readonly page: Page;
  constructor(page: Page) {
    this.page = page;
  }
  async goto(): Promise<void> {
    await this.page.goto('/isd/hr/leave-management/import-opening-balance');
    await this.page.getByRole('heading', { name: 'Import Opening Balance' }).waitFor();
    // The fiscal year is chosen once the options are in.
    await this.page.getByRole('button', { name: 'Import' }).and(this.page.locator(':enabled')).waitFor();
  }
  async import(file: { name: string; buffer: Buffer }): Promise<void> {
    await this.page
      .getByLabel('Opening balance file')
      .setInputFiles({ ...file, mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
    await this.report().waitFor();
  }
  report(): Locator {
    return this.page.getByLabel('Import result');
  }
  /** The error table's (first) line for a spreadsheet row. */
  row(row: number): Locator {
    return this.report().getByRole('table', { name: 'Rows with errors' }).locator(`tr[data-row="${row}"]`).first();
  }
}
