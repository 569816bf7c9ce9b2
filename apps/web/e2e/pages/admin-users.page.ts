import type { Role } from '@ilaw/contracts/roles';
import type { Page } from 'playwright-core';

/** /admin/users: the User Manager. */
export class AdminUsersPage {
  private readonly page: Page;

  constructor(page: Page) {
    this.page = page;
  }

  async goto(): Promise<void> {
    await this.page.goto('/admin/users');
    await this.page.getByRole('heading', { name: 'User Manager' }).waitFor();
  }

  async createUser(user: { username: string; fullName: string; roles: readonly Role[] }): Promise<string> {
    await this.page.getByRole('button', { name: 'New user' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'New user' });
    await dialog.getByLabel('Username').fill(user.username);
    await dialog.getByLabel('Full name').fill(user.fullName);
    for (const role of user.roles) await dialog.locator(`input[name="roles"][value="${role}"]`).check();
    await dialog.getByRole('button', { name: 'Create user' }).click();
    const password = this.page.getByTestId('temporary-password');
    await password.waitFor();
    const text = (await password.textContent())?.trim() ?? '';
    await this.page.getByRole('button', { name: 'Done' }).click();
    return text;
  }

  async search(text: string): Promise<void> {
    await this.page.getByLabel('Search').fill(text);
  }

  row(username: string) {
    return this.page.getByRole('row').filter({ hasText: username });
  }
}
