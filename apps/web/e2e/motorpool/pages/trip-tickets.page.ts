import type { Page } from 'playwright-core';

/** Transportation Travel: the trip tickets and one ticket's page (approve, fuel, close). */
export class TripTicketsPage {
  private readonly page: Page;
  constructor(page: Page) {
    this.page = page;
  }

  async goto(): Promise<void> {
    await this.page.goto('/isd/motor-pool/transportation-travel/form');
    await this.page.getByRole('heading', { name: 'Transportation Travel', exact: true }).waitFor();
  }

  private async choose(label: string, option: string): Promise<void> {
    await this.page.getByRole('combobox', { name: label }).click();
    await this.page.getByRole('option').filter({ hasText: option }).first().click();
  }

  /** Fills the new ticket and sends it; answers the trip number from the ticket's page. */
  async newTrip(fields: {
    vehicle: string;
    driver: string;
    start: string;
    end: string;
    destination: string;
    purpose: string;
  }) {
    await this.page.getByRole('button', { name: 'New trip ticket' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'New trip ticket' });
    await this.choose('Vehicle', fields.vehicle);
    await this.choose('Driver', fields.driver);
    await dialog.getByLabel('Scheduled start').fill(fields.start);
    await dialog.getByLabel('Scheduled end').fill(fields.end);
    await dialog.getByLabel('Destination').fill(fields.destination);
    await dialog.getByLabel('Purpose').fill(fields.purpose);
    await dialog.getByRole('button', { name: 'Send for approval' }).click();
    const heading = this.page.getByRole('heading', { name: /^Trip Ticket TT-\d{4}-\d{6}$/ });
    await heading.waitFor();
    return ((await heading.textContent()) ?? '').replace('Trip Ticket ', '');
  }

  async approve(): Promise<void> {
    await this.page.getByRole('button', { name: 'Approve' }).click();
    const dialog = this.page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await dialog.waitFor({ state: 'detached' });
  }

  async addGasSlip(fields: { station: string; liters: string; price: string }): Promise<void> {
    await this.page.getByRole('button', { name: 'Add gas slip' }).click();
    const dialog = this.page.getByRole('dialog');
    await dialog.getByLabel('Gas station').fill(fields.station);
    await dialog.getByLabel('Liters').fill(fields.liters);
    await dialog.getByLabel('Price per liter').fill(fields.price);
    await dialog.getByRole('button', { name: 'Issue' }).click();
    await dialog.waitFor({ state: 'detached' });
  }

  async closeTrip(odometerOut: string, odometerIn: string): Promise<void> {
    await this.page.getByRole('button', { name: 'Close trip' }).click();
    const dialog = this.page.getByRole('dialog');
    await dialog.getByLabel('Odometer out (km)').fill(odometerOut);
    await dialog.getByLabel('Odometer in (km)').fill(odometerIn);
    await dialog.getByRole('button', { name: 'Close trip' }).click();
    await dialog.waitFor({ state: 'detached' });
  }

  field(label: string) {
    return this.page
      .getByRole('table', { name: 'Trip' })
      .getByRole('row')
      .filter({ hasText: label })
      .getByRole('cell')
      .last();
  }

  slipRow(text: string) {
    return this.page.getByRole('table', { name: 'Gas slips of the trip' }).getByRole('row').filter({ hasText: text });
  }
}
