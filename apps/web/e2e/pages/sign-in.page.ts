import { loginRequest } from '@ilaw/contracts/auth/login';
import type { Page } from 'playwright-core';

/** The sign-in screen at '/'. */
export class SignInPage {
  private readonly page: Page;

  constructor(page: Page) {
    this.page = page;
  }

  async goto(path = '/'): Promise<void> {
    await this.page.goto(path);
    await this.page.getByRole('button', { name: 'Sign in' }).waitFor();
  }

  /**
   * Signs in; when the answer says a data privacy agreement is due (another test may have
   * published one: CI's browser tests share one database), accepts it, unless `acceptAgreement`
   * is false (the test of the agreement screen itself).
   */
  async signIn(username: string, password: string, { acceptAgreement = true } = {}): Promise<void> {
    await this.page.getByLabel('Username').fill(username);
    await this.page.getByLabel('Password', { exact: true }).fill(password);
    // The screen calls the server only with both fields filled.
    const answer = loginRequest.safeParse({ username, password }).success
      ? this.page.waitForResponse((r) => r.url().endsWith('/api/auth/login') && r.request().method() === 'POST')
      : null;
    await this.page.getByRole('button', { name: 'Sign in' }).click();
    if (answer === null) return;
    const res = await answer;
    if (!acceptAgreement || res.status() !== 200) return;
    const body = (await res.json()) as { agreementDue?: number | null; mustChangePassword?: boolean };
    if (body.agreementDue == null || body.mustChangePassword === true) return;
    await this.page.getByRole('checkbox', { name: /I have read and understood this agreement/ }).check();
    await this.page.getByRole('button', { name: 'Accept and continue' }).click();
    await this.page.getByRole('button', { name: 'Accept and continue' }).waitFor({ state: 'detached' });
  }

  error() {
    return this.page.getByTestId('sign-in-error');
  }

  /** Waits (up to 10 s) for the sign-in form, so a slow sign-out is not mistaken for a failure. */
  isShown(): Promise<boolean> {
    return this.page
      .getByRole('button', { name: 'Sign in' })
      .waitFor({ state: 'visible', timeout: 10_000 })
      .then(() => true)
      .catch(() => false);
  }
}
