import type { Locator, Page } from 'playwright-core';

/** /isd/msd/new-connections, /isd/msd/pms/:id and /isd/msd/inspections: a new connection's screens. */
export class NewConnectionsPage {
  private readonly page: Page;

  constructor(page: Page) {
    this.page = page;
  }

  async gotoApplications(search?: string): Promise<void> {
    await this.page.goto(`/isd/msd/new-connections${search ? `?search=${encodeURIComponent(search)}` : ''}`);
    await this.page.getByRole('heading', { name: '(NCA) Applications' }).waitFor();
  }

  /** Files a single owner's application with the given documents; answers its number (the dialog opens). */
  async fileApplication(a: { name: string; barangay: string; address: string; loadKw: string; documents: string[] }) {
    await this.page.getByRole('button', { name: 'New application' }).click();
    const form = this.page.getByRole('dialog', { name: 'New connection application' });
    await form.getByRole('textbox', { name: 'Applicant name', exact: true }).fill(a.name);
    await form.getByRole('combobox', { name: 'Branch' }).click();
    await this.page.getByRole('option').first().click();
    await form.getByRole('textbox', { name: 'Barangay', exact: true }).fill(a.barangay);
    await form.getByRole('textbox', { name: 'Address', exact: true }).fill(a.address);
    await form.getByRole('textbox', { name: 'Load (kW)', exact: true }).fill(a.loadKw);
    for (const d of a.documents) await form.getByRole('checkbox', { name: d }).check();
    await form.getByRole('button', { name: 'File application' }).click();
    await form.waitFor({ state: 'detached' });
    const title = this.application().getByRole('heading').first();
    await title.getByText(/NCA-\d{4}-\d{6}/).waitFor();
    return /NCA-\d{4}-\d{6}/.exec((await title.textContent()) ?? '')![0];
  }

  /** The open application's dialog. */
  application(): Locator {
    return this.page.getByRole('dialog', { name: /^Application/ });
  }

  async timelineStages(): Promise<string[]> {
    const rows = this.application().getByRole('table', { name: 'Stage timeline' }).locator('tbody tr');
    await rows.first().waitFor();
    return rows.locator('td:first-child').allTextContents();
  }

  async moveTo(stageLabel: string, remarks?: string): Promise<void> {
    const dialog = this.application();
    if (remarks !== undefined) await dialog.getByLabel(/^Remarks/).fill(remarks);
    await dialog.getByRole('button', { name: `Move to ${stageLabel}` }).click();
    await dialog
      .getByRole('table', { name: 'Stage timeline' })
      .getByRole('cell', { name: stageLabel, exact: true })
      .waitFor();
  }

  async enrolAndMarkAttended(seminarId: number, applicationNo: string): Promise<void> {
    await this.page.goto(`/isd/msd/pms/${seminarId}`);
    await this.page.getByRole('combobox', { name: 'Application no. or applicant' }).fill(applicationNo);
    await this.page.getByRole('option', { name: new RegExp(applicationNo) }).click();
    await this.page.getByRole('button', { name: 'Enrol', exact: true }).click();
    const row = this.page
      .getByRole('table', { name: 'Applicants' })
      .getByRole('row')
      .filter({ hasText: applicationNo });
    await row.getByRole('button', { name: 'Attended' }).click();
    await row.getByRole('button', { name: 'Attended' }).waitFor({ state: 'detached' });
  }

  async gotoInspections(): Promise<void> {
    await this.page.goto('/isd/msd/inspections');
    await this.page.getByRole('heading', { name: '(PUE) Inspections' }).waitFor();
  }

  /** From "For inspection": opens the application and records a passed inspection. */
  async recordPassedInspection(applicationNo: string, fields: { licenceNo: string; wireLength: string }) {
    await this.page.getByLabel('Search').fill(applicationNo);
    await this.page.getByRole('button', { name: applicationNo }).click();
    await this.application().getByRole('button', { name: 'Record inspection' }).click();
    const form = this.page.getByRole('dialog', { name: `Inspection of ${applicationNo}` });
    await form.getByRole('spinbutton', { name: 'Main breaker (A)', exact: true }).fill('60');
    await form.getByRole('textbox', { name: 'Service drop wire size', exact: true }).fill('#6 duplex');
    await form.getByRole('textbox', { name: 'Wire length (m)', exact: true }).fill(fields.wireLength);
    await form.getByRole('textbox', { name: 'Building latitude', exact: true }).fill('12.3456789');
    await form.getByRole('textbox', { name: 'Building longitude', exact: true }).fill('121.1234567');
    await form.getByRole('textbox', { name: 'Licence no.', exact: true }).fill(fields.licenceNo);
    await form.getByRole('button', { name: 'Record inspection' }).click();
    await form.waitFor({ state: 'detached' });
    await this.application().getByTestId('inspection').first().waitFor();
  }

  async addInspectionPhoto(file: { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
    await this.application().getByLabel('Inspection photos').first().setInputFiles(file);
    await this.application().getByRole('img', { name: file.name }).waitFor();
  }
}
