import type { Page } from 'playwright-core';

/** The default layout around signed-in pages: top bar, side menu, account dialog, toasts. */
export class ShellPage {
  private readonly page: Page;

  constructor(page: Page) {
    this.page = page;
  }

  async waitForDashboard(): Promise<void> {
    await this.page.waitForURL((url) => url.pathname === '/dashboard');
    // On a phone the menu waits in a closed drawer; the dashboard's heading shows either way.
    await this.page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
  }

  productName() {
    return this.page.getByTestId('product-name');
  }

  /** Every link of the side menu as 'Group > Subgroup > Label' (collapsed groups included). */
  async menuTrails(): Promise<string[]> {
    await this.page.getByTestId('side-menu').waitFor();
    const keys = await this.page
      .locator('[data-testid="side-menu"] [data-menu-link]')
      .evaluateAll((els) => els.map((el) => el.getAttribute('data-menu-link') ?? ''));
    return keys;
  }

  async openAccountDialog(): Promise<void> {
    await this.page.getByTestId('account-menu-button').click();
    await this.page.getByRole('menuitem', { name: 'Your Account' }).click();
    await this.page.getByRole('dialog', { name: 'Your Account' }).waitFor();
  }

  accountDialog() {
    return this.page.getByRole('dialog', { name: 'Your Account' });
  }

  async toggleColorMode(): Promise<void> {
    await this.page.getByTestId('color-mode-toggle').click();
  }

  isDark(): Promise<boolean> {
    return this.page.evaluate(() => document.documentElement.classList.contains('dark'));
  }

  async signOut(): Promise<void> {
    await this.page.getByTestId('account-menu-button').click();
    await this.page.getByTestId('sign-out').click();
    await this.page.waitForURL((url) => url.pathname === '/');
  }

  toast(text: string) {
    return this.page.locator('#notistack-snackbar').filter({ hasText: text });
  }
}
