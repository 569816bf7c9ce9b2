import type { Page } from 'playwright-core';

/** The error page ('404 Not Found' / 'An error occurred'). */
export class ErrorPage {
  private readonly page: Page;

  constructor(page: Page) {
    this.page = page;
  }

  heading() {
    return this.page.getByTestId('error-page').getByRole('heading', { level: 1 });
  }

  text() {
    return this.page.getByTestId('error-page');
  }

  homeLink() {
    return this.page.getByRole('link', { name: 'Home page' });
  }
}
