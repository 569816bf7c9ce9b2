import type { Page } from 'playwright-core';

/** /isd/hr/employees/form and /isd/hr/employees/:id */
export class EmployeePages {
  private readonly page: Page;
  constructor(page: Page) {
    this.page = page;
  }

  async openNewForm(): Promise<void> {
    await this.page.goto('/isd/hr/employees/form');
    await this.page.getByRole('heading', { name: 'New employee' }).waitFor();
  }

  async fill(fields: Record<string, string>): Promise<void> {
    for (const [name, value] of Object.entries(fields)) await this.page.locator(`input[name="${name}"]`).fill(value);
  }

  async choose(name: string, option: string): Promise<void> {
    await this.page.locator(`input[name="${name}"]`).locator('..').getByRole('combobox').click();
    await this.page.getByRole('option', { name: option, exact: true }).click();
  }

  async submitCreate(): Promise<void> {
    await this.page.getByRole('button', { name: 'Create employee' }).click();
  }

  fieldError(name: string) {
    return this.page
      .locator(`input[name="${name}"]`)
      .locator('xpath=ancestor::div[contains(@class,"MuiFormControl-root")]')
      .locator('.MuiFormHelperText-root');
  }

  async waitForProfile(fullName: string): Promise<void> {
    await this.page.getByRole('heading', { name: fullName }).waitFor();
  }

  async uploadPhoto(file: { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
    const done = this.page.waitForResponse((r) => r.url().includes('/UpdateImage') && r.request().method() === 'POST');
    await this.page.getByLabel('Photo file').setInputFiles(file);
    await done;
  }

  /** Opens the profile tab's "Add ..." dialog, fills its text fields and saves; waits for it to close. */
  async addInDialog(tab: string, button: string, title: string, fields: Record<string, string>): Promise<void> {
    await this.page.getByRole('tab', { name: tab, exact: true }).click();
    await this.page.getByRole('button', { name: button }).click();
    const dialog = this.page.getByRole('dialog', { name: title });
    for (const [name, value] of Object.entries(fields)) await dialog.locator(`input[name="${name}"]`).fill(value);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
  }

  photo(fullNameHint: string) {
    return this.page.getByRole('img', { name: new RegExp(`Photo of ${fullNameHint}`) }).first();
  }
}

/** /isd/hr/configurations/salaries */
export class SalariesPage {
  private readonly page: Page;
  constructor(page: Page) {
    this.page = page;
  }
  async goto(): Promise<void> {
    await this.page.goto('/isd/hr/configurations/salaries');
    await this.page.getByRole('heading', { name: 'Employee Salaries' }).waitFor();
  }
  async import(file: { name: string; buffer: Buffer }): Promise<void> {
    await this.page
      .getByLabel('Salary file')
      .setInputFiles({ ...file, mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
    await this.page.getByLabel('Import result').waitFor();
  }
  report() {
    return this.page.getByLabel('Import result');
  }
  /** The row of the error table for a spreadsheet row (one per bad cell; the first one). */
  errorRow(row: number) {
    return this.report().getByRole('table', { name: 'Rows with errors' }).locator(`tr[data-row="${row}"]`).first();
  }
}

/** /isd/hr/employees: the list, its filters (kept in the URL) and its pages. */
export class EmployeeListPage {
  private readonly page: Page;
  constructor(page: Page) {
    this.page = page;
  }
  async goto(): Promise<void> {
    await this.page.goto('/isd/hr/employees');
    await this.page.getByRole('heading', { name: 'Employees', exact: true }).waitFor();
  }
  /** Picks an option of a filter select (its hidden input's name). */
  async filter(name: string, option: string): Promise<void> {
    await this.page.locator(`input[name="${name}"]`).locator('..').getByRole('combobox').click();
    await this.page.getByRole('option', { name: option, exact: true }).click();
  }
  async search(text: string): Promise<void> {
    await this.page.getByLabel('Search').fill(text);
  }
  async nextPage(): Promise<void> {
    await this.page.getByRole('button', { name: 'Go to next page' }).click();
  }
  row(employeeId: string) {
    return this.page.getByRole('table', { name: 'Employees' }).getByRole('row').filter({ hasText: employeeId });
  }
  searchBox() {
    return this.page.getByLabel('Search');
  }
  /** Clicks a sortable column header (once: ascending, again: descending). */
  async sortBy(header: string): Promise<void> {
    await this.page.getByRole('table', { name: 'Employees' }).getByRole('button', { name: header }).click();
  }
  /** Waits until the table shows exactly `n` rows (the search has reached the server). */
  async waitForRowCount(n: number): Promise<void> {
    await this.page.waitForFunction(
      (count) => document.querySelectorAll('table[aria-label="Employees"] tbody tr').length === count,
      n,
    );
  }
  async exportToExcel(): Promise<void> {
    await this.page.getByRole('button', { name: 'Export to Excel' }).click();
  }
  /** The employee IDs of the rows shown, top to bottom. */
  async employeeIds(): Promise<string[]> {
    const cells = this.page.getByRole('table', { name: 'Employees' }).locator('tbody tr td:nth-child(2)');
    return (await cells.allTextContents()).map((t) => t.trim());
  }
  /** The URL's query, as the list keeps it. */
  query(): URLSearchParams {
    return new URL(this.page.url()).searchParams;
  }
}
