import type { Page } from 'playwright-core';

/** /fsd/billing/transactions/bill-cancellation (request) */
export class BillCancellationPage {
  private readonly page: Page;
  constructor(page: Page) {
    this.page = page;
  }

  async goto(): Promise<void> {
    await this.page.goto('/fsd/billing/transactions/bill-cancellation');
    await this.page.getByRole('heading', { name: 'Bill Cancellation', exact: true }).waitFor();
  }

  /** Types the account number in the consumer search and picks the match. */
  async chooseConsumer(accountNo: string): Promise<void> {
    const input = this.page.locator('input[name="consumer"]');
    await input.fill(accountNo);
    await this.page.getByRole('option', { name: new RegExp(accountNo) }).click();
    await this.page.getByRole('table', { name: `Bills of ${accountNo}` }).waitFor();
  }

  billRow(billNo: string) {
    return this.page
      .getByRole('table', { name: /^Bills of / })
      .getByRole('row')
      .filter({ hasText: billNo });
  }

  async requestCancellation(billNo: string, reason: string): Promise<void> {
    await this.billRow(billNo).getByRole('button', { name: 'Request cancellation' }).click();
    const dialog = this.page.getByRole('dialog', { name: `Cancel bill ${billNo}` });
    await dialog.getByLabel('Reason').fill(reason);
    await dialog.getByRole('button', { name: 'Request cancellation' }).click();
    await dialog.waitFor({ state: 'detached' });
  }

  requestRow(billNo: string) {
    return this.page.getByRole('table', { name: 'Cancellation requests' }).getByRole('row').filter({ hasText: billNo });
  }

  ledgerRows(accountNo: string) {
    return this.page.getByRole('table', { name: `Ledger of ${accountNo}` }).locator('tbody tr');
  }
}

/** /fsd/billing/transactions/bill-cancellation-approval */
export class BillCancellationApprovalPage {
  private readonly page: Page;
  constructor(page: Page) {
    this.page = page;
  }

  async goto(): Promise<void> {
    await this.page.goto('/fsd/billing/transactions/bill-cancellation-approval');
    await this.page.getByRole('heading', { name: 'Bill Cancellation Approval' }).waitFor();
  }

  row(billNo: string) {
    return this.page.getByRole('table', { name: 'Cancellation requests' }).getByRole('row').filter({ hasText: billNo });
  }

  async decide(billNo: string, approve: boolean, remarks: string): Promise<void> {
    const verb = approve ? 'Approve' : 'Reject';
    await this.row(billNo).getByRole('button', { name: verb }).click();
    const dialog = this.page.getByRole('dialog', { name: `${verb} cancellation of bill ${billNo}` });
    await dialog.getByLabel('Remarks').fill(remarks);
    await dialog.getByRole('button', { name: verb }).click();
    await dialog.waitFor({ state: 'detached' });
  }

  /** The warning at the top when the signed-in user may not decide (not on the approver list). */
  notOnListNote() {
    return this.page.getByRole('alert').filter({ hasText: 'You are not on the bill cancellation approver list' });
  }

  decisionButton(billNo: string, verb: 'Approve' | 'Reject') {
    return this.row(billNo).getByRole('button', { name: verb });
  }

  /** Hovers the row's Approve/Reject buttons and returns the tooltip that says why they are off. */
  async hoverDecision(billNo: string) {
    await this.page.getByTestId(`decide-${billNo}`).hover();
    return this.page.getByRole('tooltip');
  }

  async showTab(status: 'Pending' | 'Approved' | 'Rejected'): Promise<void> {
    await this.page.getByRole('tab', { name: status }).click();
  }

  /** The adjustment requests (?view=adjustments). */
  async showAdjustments(): Promise<void> {
    await this.page.getByRole('tab', { name: 'Adjustments' }).click();
    await this.page.getByRole('table', { name: 'Adjustment requests' }).waitFor();
  }

  adjustmentRow(billNo: string) {
    return this.page.getByRole('table', { name: 'Adjustment requests' }).getByRole('row').filter({ hasText: billNo });
  }

  async decideAdjustment(billNo: string, approve: boolean, remarks: string): Promise<void> {
    const verb = approve ? 'Approve' : 'Reject';
    await this.adjustmentRow(billNo).getByRole('button', { name: verb }).click();
    const dialog = this.page.getByRole('dialog', { name: `${verb} adjustment of bill ${billNo}` });
    await dialog.getByLabel('Remarks').fill(remarks);
    await dialog.getByRole('button', { name: verb }).click();
    await dialog.waitFor({ state: 'detached' });
  }
}

/** /admin/bill-cancellation-approvers */
export class ApproversAdminPage {
  private readonly page: Page;
  constructor(page: Page) {
    this.page = page;
  }

  async goto(): Promise<void> {
    await this.page.goto('/admin/bill-cancellation-approvers');
    await this.page.getByRole('heading', { name: 'Bill Cancellation Signatories' }).waitFor();
  }

  async add(username: string): Promise<void> {
    await this.page.getByRole('button', { name: 'Add approver' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Add an approver' });
    await dialog.locator('input[name="userId"]').fill(username);
    await this.page.getByRole('option', { name: new RegExp(username.replace(/\./g, '\\.')) }).click();
    await dialog.getByRole('button', { name: 'Add' }).click();
    await dialog.waitFor({ state: 'detached' });
  }

  row(username: string) {
    return this.page
      .getByRole('table', { name: 'Bill cancellation approvers' })
      .getByRole('row')
      .filter({ hasText: username });
  }
}
