import type { Locator, Page } from 'playwright-core';

/** The administrator's list-and-dialog screens: /admin/departments, /admin/fiscal-years, /admin/teams. */
export class ReferenceListPage {
  private readonly page: Page;
  private readonly path: string;
  private readonly heading: string;

  constructor(page: Page, path: string, heading: string) {
    this.page = page;
    this.path = path;
    this.heading = heading;
  }

  async goto(): Promise<void> {
    await this.page.goto(this.path);
    await this.page.getByRole('heading', { name: this.heading }).waitFor();
  }

  /** Opens the "New ..." dialog and returns it. */
  async openNew(buttonName: string): Promise<Locator> {
    await this.page.getByRole('button', { name: buttonName }).click();
    const dialog = this.page.getByRole('dialog', { name: buttonName });
    await dialog.waitFor();
    return dialog;
  }

  async openEdit(rowName: string, dialogTitle: string): Promise<Locator> {
    await this.page.getByRole('button', { name: `Edit ${rowName}` }).click();
    const dialog = this.page.getByRole('dialog', { name: dialogTitle });
    await dialog.waitFor();
    return dialog;
  }

  async save(dialog: Locator): Promise<void> {
    await dialog.getByRole('button', { name: 'Save' }).click();
  }

  row(text: string): Locator {
    return this.page.getByRole('row').filter({ hasText: text });
  }

  toast(text: string): Locator {
    return this.page.locator('#notistack-snackbar').filter({ hasText: text });
  }
}
