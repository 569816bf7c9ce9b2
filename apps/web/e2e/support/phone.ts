import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';

/** The page is no wider than the phone: nothing to scroll sideways to. */
export async function assertNoSidewaysScroll(page: Page, where: string): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  assert.ok(overflow <= 0, `${where}: the page is ${overflow}px wider than the phone`);
}
