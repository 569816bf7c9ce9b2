import type { Page } from 'playwright-core';

/** The IT Help Desk screens (end user and admin) and a request's dialog. */
export class HelpDeskPage {
  private readonly page: Page;
  constructor(page: Page) {
    this.page = page;
  }

  async gotoEndUser(): Promise<void> {
    await this.page.goto('/cpd/it-service-request-end-user');
    await this.page.getByRole('heading', { name: 'IT Help Desk', exact: true }).waitFor();
  }

  async gotoAdmin(search: string): Promise<void> {
    await this.page.goto(`/cpd/it-service-request-admin?search=${encodeURIComponent(search)}`);
    await this.page.getByRole('heading', { name: 'IT Help Desk (Admin)' }).waitFor();
  }

  /** Files a request; the request's dialog opens and its number is answered. */
  async file(subject: string, description: string): Promise<string> {
    await this.page.getByRole('button', { name: 'New request' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'New IT service request' });
    await dialog.getByLabel('Subject').fill(subject);
    await dialog.getByLabel('Description').fill(description);
    await dialog.getByRole('button', { name: 'Send' }).click();
    const opened = this.page.getByRole('dialog', { name: new RegExp(`^IT-\\d{4}-\\d{6}: ${subject}$`) });
    await opened.waitFor();
    return ((await opened.getByRole('heading').first().textContent()) ?? '').split(':')[0]!;
  }

  row(text: string) {
    return this.page.getByRole('row').filter({ hasText: text });
  }

  dialog() {
    return this.page.getByRole('dialog');
  }

  async comment(text: string): Promise<void> {
    await this.dialog()
      .getByLabel(/^Comment/)
      .fill(text);
  }

  async press(name: string): Promise<void> {
    await this.dialog().getByRole('button', { name, exact: true }).click();
  }

  async attach(name: string, bytes: Buffer): Promise<void> {
    await this.dialog().getByLabel('Attachment files').setInputFiles({ name, mimeType: 'image/png', buffer: bytes });
  }

  conversation() {
    return this.dialog().getByRole('list', { name: 'Conversation' });
  }
}
