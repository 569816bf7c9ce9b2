import { changePasswordRequest } from '@ilaw/contracts/auth/change-password';
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

  /**
   * Changes the password; a data privacy agreement due afterwards (another test may have published
   * one in CI's shared database) is accepted, as SignInPage.signIn does.
   */
  async change(current: string, next: string, confirm = next): Promise<void> {
    await this.page.getByLabel('Current password').fill(current);
    await this.page.getByLabel('New password', { exact: true }).fill(next);
    await this.page.getByLabel('Confirm new password').fill(confirm);
    // The screen calls the server only with what the shared rules accept.
    const sent = changePasswordRequest.safeParse({
      currentPassword: current,
      newPassword: next,
      confirmPassword: confirm,
    });
    const changed = sent.success
      ? this.page.waitForResponse(
          (r) => r.url().endsWith('/api/auth/ChangePassword') && r.request().method() === 'POST',
        )
      : null;
    const me = this.page
      .waitForResponse((r) => r.url().endsWith('/api/auth/user') && r.request().method() === 'GET')
      .catch(() => null);
    await this.page.getByRole('button', { name: 'Change password' }).click();
    if (changed === null) return;
    const res = await changed;
    if (res?.status() !== 200) return;
    const user = await me;
    const body = user?.status() === 200 ? ((await user.json()) as { agreementDue?: number | null }) : null;
    if (body?.agreementDue == null) return;
    await this.page.getByRole('checkbox', { name: /I have read and understood this agreement/ }).check();
    await this.page.getByRole('button', { name: 'Accept and continue' }).click();
    await this.page.getByRole('button', { name: 'Accept and continue' }).waitFor({ state: 'detached' });
  }

  /** The helper text under a field (its error message, or blank). */
  fieldMessage(name: 'currentPassword' | 'newPassword' | 'confirmPassword') {
    return this.page
      .locator(`input[name="${name}"]`)
      .locator('xpath=ancestor::div[contains(@class,"MuiFormControl-root")]')
      .locator('.MuiFormHelperText-root');
  }
}
