import type { Page } from 'playwright-core';

/** My work on /dashboard and the count on the menu's Dashboard entry. */
export class MyWorkSection {
  private readonly page: Page;
  constructor(page: Page) {
    this.page = page;
  }

  section() {
    return this.page.getByTestId('my-work');
  }

  /** A line of My work (a kind of work with its count and link). */
  item(label: string) {
    return this.section().getByRole('link').filter({ hasText: label });
  }

  badge() {
    return this.page.getByTestId('my-work-badge');
  }

  approvalRow(summary: string) {
    return this.page
      .getByRole('table', { name: 'Approvals waiting for you' })
      .getByRole('row')
      .filter({ hasText: summary });
  }

  async decide(summary: string, approve: boolean, remarks: string): Promise<void> {
    const verb = approve ? 'Approve' : 'Reject';
    await this.approvalRow(summary).getByRole('button', { name: verb }).click();
    const dialog = this.page.getByRole('dialog').filter({ hasText: summary });
    await dialog.getByLabel('Remarks').fill(remarks);
    await dialog.getByRole('button', { name: verb }).click();
    await dialog.waitFor({ state: 'detached' });
  }
}

/** /admin/signatories: a document type's chain of steps. */
export class SignatoriesAdminPage {
  private readonly page: Page;
  constructor(page: Page) {
    this.page = page;
  }

  async goto(): Promise<void> {
    await this.page.goto('/admin/signatories');
    await this.page.getByRole('heading', { name: 'Signatories', exact: true }).waitFor();
  }

  async chooseType(name: string): Promise<void> {
    await this.page.getByRole('tab', { name: new RegExp(`^${name}`) }).click();
  }

  step(seq: number) {
    return this.page
      .getByRole('table', { name: 'Approval chain' })
      .getByRole('row')
      .filter({ has: this.page.getByRole('cell', { name: String(seq), exact: true }) });
  }

  async addRoleStep(signsAs: string, role: string, ownDepartment: boolean, position: 'last' | 'first'): Promise<void> {
    const rows = this.page.getByRole('table', { name: 'Approval chain' }).locator('tbody tr');
    await rows.first().waitFor();
    const before = await rows.count();
    await this.page.getByRole('button', { name: 'New step' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'New step' });
    await dialog.getByRole('combobox', { name: 'Signs as' }).click();
    await this.page.getByRole('option', { name: signsAs, exact: true }).click();
    await dialog.getByRole('combobox', { name: 'Roles who sign' }).fill(role);
    await this.page.getByRole('option', { name: role, exact: true }).click();
    if (ownDepartment) await dialog.getByLabel(`${role}: only of the document's department`).check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    // The list reads again after saving: the new step is the last row.
    await this.step(before + 1)
      .getByText(signsAs)
      .waitFor();
    if (position === 'first') {
      for (let seq = before + 1; seq > 1; seq -= 1) {
        await this.page.getByRole('button', { name: `Move step ${seq} up` }).click();
        await this.step(seq - 1)
          .getByText(signsAs)
          .waitFor();
      }
    }
  }

  async removeStep(seq: number): Promise<void> {
    await this.page.getByRole('button', { name: `Remove step ${seq}` }).click();
    const dialog = this.page.getByRole('dialog', { name: `Remove step ${seq}?` });
    await dialog.getByRole('button', { name: 'Remove' }).click();
    await dialog.waitFor({ state: 'detached' });
  }
}
