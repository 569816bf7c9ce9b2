import type { Locator, Page } from 'playwright-core';

/** Shared moves on the billing master-data screens (route, consumer master, bill month, meter readers). */
export class MasterDataPages {
  private readonly page: Page;
  constructor(page: Page) {
    this.page = page;
  }

  async open(path: string, heading: string): Promise<void> {
    await this.page.goto(path);
    await this.page.getByRole('heading', { name: heading, exact: true }).waitFor();
  }

  dialog(name: string | RegExp): Locator {
    return this.page.getByRole('dialog', { name });
  }

  /** Picks an option of an MUI select identified by its hidden input's name. */
  async choose(scope: Locator, name: string, option: string | RegExp): Promise<void> {
    await scope.locator(`input[name="${name}"]`).locator('..').getByRole('combobox').click();
    await this.page.getByRole('option', { name: option }).click();
  }

  async fill(scope: Locator, fields: Record<string, string>): Promise<void> {
    for (const [name, value] of Object.entries(fields)) await scope.locator(`input[name="${name}"]`).fill(value);
  }

  fieldError(scope: Locator, name: string): Locator {
    return scope
      .locator(`input[name="${name}"]`)
      .locator('xpath=ancestor::div[contains(@class,"MuiFormControl-root")]')
      .locator('.MuiFormHelperText-root');
  }

  tableRow(table: string, text: string): Locator {
    return this.page.getByRole('table', { name: table }).getByRole('row').filter({ hasText: text });
  }
}
