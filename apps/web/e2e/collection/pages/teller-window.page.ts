import type { Page } from 'playwright-core';

/** /fsd/collection/daily-collection-report: the teller's window. */
export class TellerWindowPage {
  private readonly page: Page;
  constructor(page: Page) {
    this.page = page;
  }

  async goto(): Promise<void> {
    await this.page.goto('/fsd/collection/daily-collection-report');
    await this.page.getByRole('heading', { name: 'Daily Collection Report', exact: true }).waitFor();
  }

  async openDay(): Promise<void> {
    await this.page.getByRole('button', { name: "Open today's collection" }).click();
    await this.page.getByLabel('Account no., name or meter serial').waitFor();
  }

  /** Account, Enter, amount, Enter: answers the OR number on the receipt. */
  async pay(accountNo: string, amount: string): Promise<string> {
    const account = this.page.getByLabel('Account no., name or meter serial');
    await account.fill(accountNo);
    await account.press('Enter');
    await this.page.getByRole('table', { name: 'Unpaid bills' }).waitFor();
    const cash = this.page.getByLabel('Cash received');
    await cash.fill(amount);
    await cash.press('Enter');
    const receipt = this.page.getByTestId('official-receipt');
    await receipt.waitFor();
    return (await this.page.getByTestId('or-number').textContent()) ?? '';
  }

  amountDue() {
    return this.page.getByTestId('amount-due');
  }

  async nextPayment(): Promise<void> {
    await this.page.getByRole('button', { name: 'Next payment' }).click();
    await this.page.getByTestId('official-receipt').waitFor({ state: 'detached' });
  }

  async openTodaysDcr(): Promise<void> {
    await this.page.getByRole('link', { name: /today's DCR/ }).click();
    await this.page.getByRole('heading', { name: /^DCR / }).waitFor();
  }
}

/** /fsd/collection/daily-collection-report/:id */
export class DcrPage {
  private readonly page: Page;
  constructor(page: Page) {
    this.page = page;
  }

  paymentRow(orNumber: string) {
    return this.page.getByRole('table', { name: 'Payments of the day' }).getByRole('row').filter({ hasText: orNumber });
  }

  /** Counts the cash in 1,000 notes, 1 peso coins and centavos, and closes the day. */
  async countAndClose(pesos: number, centavos: number): Promise<void> {
    await this.page.getByRole('button', { name: 'Count and close' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Count cash and close the day' });
    const thousands = Math.floor(pesos / 1000);
    await dialog.getByLabel('Note 1,000').fill(String(thousands));
    await dialog.getByLabel('Coin 1', { exact: true }).fill(String(pesos - thousands * 1000));
    await dialog.getByLabel('Coin 0.01').fill(String(centavos));
    await dialog.getByRole('button', { name: 'Close the day' }).click();
    await dialog.waitFor({ state: 'detached' });
  }

  summary() {
    return this.page.getByTestId('dcr-summary');
  }
}
