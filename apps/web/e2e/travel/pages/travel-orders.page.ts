import type { Page } from 'playwright-core';

/** /ogm/travel-orders and its form: a new travel order, sent for approval, printed. */
export class TravelOrdersPage {
  private readonly page: Page;
  constructor(page: Page) {
    this.page = page;
  }

  async goto(base = '/ogm/travel-orders'): Promise<void> {
    await this.page.goto(base);
    await this.page.getByRole('heading', { name: 'Travel Orders', exact: true }).waitFor();
  }

  row(text: string) {
    return this.page.getByRole('table', { name: 'Travel orders' }).getByRole('row').filter({ hasText: text });
  }

  async newOrder(fields: {
    travellers: string[];
    destination: string;
    purpose: string;
    from: string;
    to: string;
    funding: string;
    expenses: string;
  }): Promise<string> {
    await this.page.getByRole('link', { name: 'New travel order' }).click();
    await this.page.getByRole('heading', { name: 'New travel order' }).waitFor();
    const travellers = this.page.getByRole('combobox', { name: 'Travellers' });
    for (const name of fields.travellers) {
      await travellers.fill(name);
      await this.page.getByRole('option').filter({ hasText: name }).first().click();
    }
    await this.page.getByLabel('Destination').fill(fields.destination);
    await this.page.locator('input[name="dateFrom"]').fill(fields.from);
    await this.page.locator('input[name="dateTo"]').fill(fields.to);
    await this.page.getByLabel('Purpose').fill(fields.purpose);
    await this.page.getByLabel('Funding').fill(fields.funding);
    await this.page.getByLabel('Estimated expenses').fill(fields.expenses);
    await this.page.getByRole('button', { name: 'Save' }).click();
    const heading = this.page.getByRole('heading', { name: /^Travel Order TO-\d{4}-\d{4,}$/ });
    await heading.waitFor();
    return ((await heading.textContent()) ?? '').replace('Travel Order ', '');
  }

  async sendForApproval(): Promise<void> {
    await this.page.getByRole('button', { name: 'Send for approval' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Send for approval' });
    await dialog.getByRole('button', { name: 'Send' }).click();
    await dialog.waitFor({ state: 'detached' });
    await this.page.getByText('Step 1 of 2: Recommender').waitFor();
  }

  status() {
    return this.page
      .locator('main')
      .getByText(/^(Draft|For approval|Approved|Disapproved|Withdrawn|Cancelled)$/)
      .first();
  }

  async attach(name: string, bytes: Buffer): Promise<void> {
    await this.page.getByLabel('Attachment files').setInputFiles({ name, mimeType: 'application/pdf', buffer: bytes });
  }

  printButton() {
    return this.page.getByRole('button', { name: 'Print' });
  }
}
