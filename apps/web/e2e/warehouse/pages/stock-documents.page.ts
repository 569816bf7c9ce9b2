import type { Locator, Page } from 'playwright-core';

/** The stock document screens (/isd/warehouse/material-receiving-report, material-charge-ticket, ...). */
export class StockDocumentsPage {
  private readonly page: Page;
  constructor(page: Page) {
    this.page = page;
  }

  async goto(path: string, heading: string): Promise<void> {
    await this.page.goto(path);
    await this.page.getByRole('heading', { name: heading, exact: true }).waitFor();
  }

  private get form(): Locator {
    return this.page.getByRole('dialog');
  }

  async openNew(label: string): Promise<void> {
    await this.page.getByRole('button', { name: `New ${label}` }).click();
    await this.form.waitFor();
  }

  async choose(field: string, option: string | RegExp): Promise<void> {
    await this.form.getByRole('combobox', { name: new RegExp(`^${field}`) }).click();
    await this.page
      .getByRole('option', typeof option === 'string' ? { name: option, exact: true } : { name: option })
      .click();
  }

  /** Fills a field by its name (supplier, chargeAccount, ...). */
  async fill(name: string, value: string): Promise<void> {
    await this.form.locator(`input[name="${name}"]`).fill(value);
  }

  /** Picks the line's material by typing its description, then its quantity (and price). */
  async line(index: number, description: string, quantity: string, unitPrice?: string): Promise<void> {
    const row = this.form.getByTestId('document-line').nth(index);
    await row.getByRole('combobox', { name: 'Material' }).fill(description);
    await this.page.getByRole('option', { name: new RegExp(description) }).click();
    await row.getByLabel(/^Quantity/).fill(quantity);
    if (unitPrice !== undefined) await row.getByLabel('Unit price').fill(unitPrice);
  }

  /** Saves; answers the control number shown on the opened document. */
  async save(): Promise<string> {
    await this.form.getByRole('button', { name: 'Save and send for approval' }).click();
    const detail = this.page.getByTestId('document-detail');
    await detail.waitFor();
    const title = await this.page.getByRole('dialog').getByRole('heading').first().textContent();
    return (title ?? '').split(' ').at(-1) ?? '';
  }

  async closeDetail(): Promise<void> {
    await this.page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    await this.page.getByRole('dialog').waitFor({ state: 'detached' });
  }

  row(controlNo: string): Locator {
    return this.page.getByRole('row').filter({ hasText: controlNo });
  }

  async decide(controlNo: string, action: 'Approve' | 'Reject'): Promise<void> {
    await this.row(controlNo).getByRole('button', { name: action, exact: true }).click();
    const dialog = this.page.getByRole('dialog');
    await dialog.getByRole('button', { name: action, exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
  }

  /**
   * Issues an approved requisition from its row: the Issue dialog shows what is left of each line;
   * `quantities` (by line) issues a part, none issues everything left (decision 119).
   */
  async issue(controlNo: string, button: 'Issue MCT' | 'Issue transfer', quantities: string[] = []): Promise<void> {
    await this.row(controlNo).getByRole('button', { name: button }).click();
    const dialog = this.page.getByRole('dialog');
    await dialog.getByRole('heading', { name: `Issue ${controlNo}` }).waitFor();
    for (const [i, q] of quantities.entries()) await dialog.getByRole('textbox').nth(i).fill(q);
    await dialog.getByRole('button', { name: /^File / }).click();
    await dialog.waitFor({ state: 'detached' });
  }
}
