// Page object of the meter laboratory's received meters (/tsd/kwh-meter).
import type { Page } from 'playwright-core';

export class KwhMetersPage {
  private readonly page: Page;
  constructor(page: Page) {
    this.page = page;
  }

  async goto() {
    await this.page.goto('/tsd/kwh-meter');
    await this.page.getByRole('heading', { name: 'Kwh Meters' }).waitFor();
  }

  async receive(m: { serialNo: string; accountNo: string }) {
    await this.page.getByRole('button', { name: 'Receive meter' }).click();
    const dialog = this.page.getByRole('dialog');
    await dialog.getByLabel('Serial no.').fill(m.serialNo);
    await dialog.getByLabel('Brand').fill('Landis+Gyr');
    await dialog.getByLabel('Class').fill('Class 100');
    await dialog.getByRole('combobox', { name: 'Reason', exact: true }).click();
    await this.page.getByRole('option', { name: 'Complaint', exact: true }).click();
    await dialog.getByLabel('Consumer account no.').fill(m.accountNo);
    await dialog.getByRole('button', { name: 'Receive', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
  }

  async search(text: string) {
    await this.page.getByPlaceholder('Serial, receipt or account no.').fill(text);
  }

  async calibrate(serialNo: string, errors: { light: string; full: string; pf: string }) {
    await this.page.getByRole('button', { name: `Calibrate ${serialNo}` }).click();
    const dialog = this.page.getByRole('dialog');
    await dialog.getByLabel('Light load error (%)').fill(errors.light);
    await dialog.getByLabel('Full load error (%)').fill(errors.full);
    await dialog.getByLabel('PF 0.5 error (%)').fill(errors.pf);
    await dialog.getByLabel('Tested by').fill('Noel C. Manalo');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
  }

  table() {
    return this.page.getByRole('table', { name: 'Received meters' });
  }
}
