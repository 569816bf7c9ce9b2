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
    const previous = await this.lastJobId(this.testRun());
    await this.page.getByRole('button', { name: 'Run test' }).click();
    await this.finished(this.testRun(), previous);
    await this.testRun().getByTestId('test-result').waitFor();
  }

  /** The job shown in a run's section before a new run starts ('' if none). */
  private async lastJobId(run: Locator): Promise<string> {
    const bar = run.locator('[data-job-id]');
    return (await bar.count()) > 0 ? ((await bar.getAttribute('data-job-id')) ?? '') : '';
  }

  /** Waits until a run other than `previous` shows its progress bar and has succeeded. */
  private async finished(run: Locator, previous: string): Promise<void> {
    const other =
      previous === '' ? ':not([data-job-id=""])' : `:not([data-job-id=""]):not([data-job-id="${previous}"])`;
    await run.locator(`[data-job-id]${other}`).getByRole('progressbar').waitFor();
    await run.locator(`[data-job-status="succeeded"]${other}`).waitFor();
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
    const previous = await this.lastJobId(this.postingRun());
    await this.page.getByRole('button', { name: 'Post bills' }).click();
    await this.page.getByRole('dialog').getByRole('button', { name: 'Post' }).click();
    await this.finished(this.postingRun(), previous);
    return (await this.postingRun().getByTestId('post-result').textContent()) ?? '';
  }

  billRows(): Locator {
    return this.page.getByRole('table', { name: 'Posted bills' }).locator('tbody tr');
  }
}
