// Page objects of the technical-services screens: the registry, a transformer's page, the data
// sheet list, one data sheet and its print.
import type { Locator, Page } from 'playwright-core';

async function choose(page: Page, dialog: Locator, label: string, option: string) {
  await dialog.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

export class TransformersPage {
  private readonly page: Page;
  constructor(page: Page) {
    this.page = page;
  }

  async goto() {
    await this.page.goto('/tsd/distribution-transformer');
    await this.page.getByRole('heading', { name: 'Distribution Transformers' }).waitFor();
  }

  /** Registers a 25 kVA single-phase unit through the dialog and waits for its page. */
  async register(t: { serialNo: string; brand: string; poleNo: string }) {
    await this.page.getByRole('button', { name: 'Register transformer' }).click();
    const dialog = this.page.getByRole('dialog');
    await dialog.getByLabel('Serial no.').fill(t.serialNo);
    await choose(this.page, dialog, 'Brand', t.brand);
    await choose(this.page, dialog, 'kVA', '25');
    await dialog.getByLabel('Feeder').fill('F3');
    await dialog.getByLabel('Pole no.').fill(t.poleNo);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await this.page.waitForURL(/\/tsd\/distribution-transformer\/form\?id=\d+$/);
    await this.page.getByRole('heading', { name: `Transformer ${t.serialNo}` }).waitFor();
  }
}

export class TransformerPage {
  private readonly page: Page;
  constructor(page: Page) {
    this.page = page;
  }

  async recordInstallation(poleNo: string) {
    await this.page.getByRole('button', { name: 'Record installation' }).click();
    const dialog = this.page.getByRole('dialog');
    await dialog.getByLabel('Pole no.').fill(poleNo);
    await dialog.getByRole('button', { name: 'Record installation' }).click();
    await dialog.waitFor({ state: 'detached' });
    await this.page.getByRole('button', { name: 'Record removal' }).waitFor();
  }

  history() {
    return this.page.getByRole('table', { name: 'Installation and removal history' });
  }
}

export class DataSheetsPage {
  private readonly page: Page;
  constructor(page: Page) {
    this.page = page;
  }

  async goto() {
    await this.page.goto('/tsd/distribution-transformer/data-sheet');
    await this.page.getByRole('heading', { name: 'Distribution Transformer Data Sheet' }).waitFor();
  }

  /** Opens a sheet for the transformer found by its serial no., and waits for the sheet's page. */
  async open(serialNo: string, tester: string, checkedBy: string) {
    await this.page.getByRole('button', { name: 'New data sheet' }).click();
    const dialog = this.page.getByRole('dialog');
    await dialog.getByRole('combobox', { name: 'Transformer' }).fill(serialNo);
    await this.page.getByRole('option', { name: new RegExp(serialNo) }).click();
    await dialog.locator('input[name="instrument"]').fill('Megger TTR300');
    await dialog.getByLabel('Tested by').fill(tester);
    await dialog.getByLabel('Checked by').fill(checkedBy);
    await dialog.getByRole('button', { name: 'Open data sheet' }).click();
    await this.page.waitForURL(/\/tsd\/distribution-transformer-data-sheet\/\d+$/);
  }
}

export class DataSheetPage {
  private readonly page: Page;
  constructor(page: Page) {
    this.page = page;
  }

  async enterResults(r: { measuredRatio: string; hvLv: string; hvG: string; lvG: string }) {
    await this.page.getByRole('button', { name: 'Enter results' }).click();
    const dialog = this.page.getByRole('dialog');
    await dialog.getByLabel('Measured ratio').fill(r.measuredRatio);
    await dialog.getByLabel('HV-LV 1 min (MΩ)').fill(r.hvLv);
    await dialog.getByLabel('HV-G 1 min (MΩ)').fill(r.hvG);
    await dialog.getByLabel('LV-G 1 min (MΩ)').fill(r.lvG);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await this.page.getByRole('button', { name: 'Edit results' }).waitFor();
  }

  ratioTable() {
    return this.page.getByRole('table', { name: 'Turns ratio' });
  }

  sheetId(): number {
    return Number(new URL(this.page.url()).pathname.split('/').at(-1));
  }
}
