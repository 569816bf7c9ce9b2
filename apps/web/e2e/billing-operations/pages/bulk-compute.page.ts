import type { Locator, Page } from 'playwright-core';

/** /fsd/billing/bulk-compute-bill-testing */
export class BulkComputePage {
  private readonly page: Page;
  constructor(page: Page) {
    this.page = page;
  }

  async goto(query: { month: number; scope?: 'route' | 'branch'; route?: number; branch?: number }): Promise<void> {
    const qs = new URLSearchParams({ month: String(query.month) });
    if (query.scope) qs.set('scope', query.scope);
    if (query.route !== undefined) qs.set('route', String(query.route));
    if (query.branch !== undefined) qs.set('branch', String(query.branch));
    await this.page.goto(`/fsd/billing/bulk-compute-bill-testing?${qs}`);
    await this.page.getByRole('heading', { name: 'Bulk Compute Bill Testing' }).waitFor();
  }

  testRun(): Locator {
    return this.page.getByRole('region', { name: 'Test run' });
  }
  postingRun(): Locator {
    return this.page.getByRole('region', { name: 'Posting run' });
  }

  /** The progress bar of a run, and the run's status once it has finished. */
  progressBar(run: Locator): Locator {
    return run.getByRole('progressbar');
  }

  async runTest(): Promise<void> {
    await this.page.getByRole('button', { name: 'Run test' }).click();
    await this.testRun().getByRole('progressbar').waitFor();
    await this.testRun().locator('[data-job-status="succeeded"]').waitFor();
    await this.testRun().getByTestId('test-result').waitFor();
  }

  figure(testId: 'total-amount' | 'new-bills' | 'already-billed'): Locator {
    return this.testRun().getByTestId(testId);
  }

  classRow(code: string): Locator {
    return this.testRun()
      .getByRole('table', { name: 'Totals by class' })
      .getByRole('row')
      .filter({ hasText: `${code} - ` });
  }

  async post(): Promise<string> {
    await this.page.getByRole('button', { name: 'Post bills' }).click();
    await this.page.getByRole('dialog').getByRole('button', { name: 'Post' }).click();
    await this.postingRun().getByRole('progressbar').waitFor();
    await this.postingRun().locator('[data-job-status="succeeded"]').waitFor();
    return (await this.postingRun().getByTestId('post-result').textContent()) ?? '';
  }

  billRows(): Locator {
    return this.page.getByRole('table', { name: 'Posted bills' }).locator('tbody tr');
  }
}
