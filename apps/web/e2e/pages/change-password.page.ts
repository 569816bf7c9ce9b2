import type { Page } from 'playwright-core';

/** /user/change-password. */
export class ChangePasswordPage {
  private readonly page: Page;

  constructor(page: Page) {
    this.page = page;
  }

  async waitFor(): Promise<void> {
    await this.page.waitForURL((url) => url.pathname === '/user/change-password');
    await this.page.getByRole('button', { name: 'Change password' }).waitFor();
  }

  async change(current: string, next: string, confirm = next): Promise<void> {
    await this.page.getByLabel('Current password').fill(current);
    await this.page.getByLabel('New password', { exact: true }).fill(next);
    await this.page.getByLabel('Confirm new password').fill(confirm);
    await this.page.getByRole('button', { name: 'Change password' }).click();
  }

  /** The helper text under a field (its error message, or blank). */
  fieldMessage(name: 'currentPassword' | 'newPassword' | 'confirmPassword') {
    return this.page
      .locator(`input[name="${name}"]`)
      .locator('xpath=ancestor::div[contains(@class,"MuiFormControl-root")]')
      .locator('.MuiFormHelperText-root');
  }
}
