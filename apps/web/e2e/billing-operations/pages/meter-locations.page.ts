import type { Locator, Page } from 'playwright-core';

/** /fsd/billing/meter-locations: List, Upload Coordinates and Route. */
export class MeterLocationsPage {
  private readonly page: Page;
  constructor(page: Page) {
    this.page = page;
  }
  async goto(view: 'list' | 'upload' | 'route', routeId?: number): Promise<void> {
    const query = new URLSearchParams();
    if (view !== 'list') query.set('view', view);
    if (routeId !== undefined) query.set('route', String(routeId));
    await this.page.goto(`/fsd/billing/meter-locations?${query.toString()}`);
    await this.page.getByRole('heading', { name: 'Meter Locations' }).waitFor();
  }
  async upload(name: string, text: string): Promise<Locator> {
    await this.page
      .getByLabel('Coordinates file')
      .setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(text) });
    const result = this.page.getByLabel('Import result');
    await result.waitFor();
    return result;
  }
  /** The line above the route's table: its length and how many meters are located. */
  walk(): Locator {
    return this.page.getByTestId('route-walk');
  }
  sketch(): Locator {
    return this.page.getByRole('img', { name: /^Sketch of the walk/ });
  }
  /** A consumer's row of a list: a table row, or on a phone the list's card. */
  row(list: string, accountNo: string): Locator {
    return this.page.getByLabel(list, { exact: true }).locator('tr, li').filter({ hasText: accountNo });
  }
}
