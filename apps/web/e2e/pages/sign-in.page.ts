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

  async signIn(username: string, password: string): Promise<void> {
    await this.page.getByLabel('Username').fill(username);
    await this.page.getByLabel('Password', { exact: true }).fill(password);
    await this.page.getByRole('button', { name: 'Sign in' }).click();
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
