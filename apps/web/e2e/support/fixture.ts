// One server and one browser per test file; a fresh browser context per test.
import { after, before } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, openPortal, PHONE } from './browser.ts';
import { startServer, type PortalServer } from './server.ts';

export interface Portal {
  readonly baseUrl: string;
  /** A new context (no cookies, empty storage) with one page; closed after the file. */
  newPage(): Promise<Page>;
  /** The same on a phone: 390 x 844, touch (SPEC: screens work at phone width). */
  newPhonePage(): Promise<Page>;
}

export function usePortal(): Portal {
  let server: PortalServer | undefined;
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  before(async () => {
    server = await startServer();
    browser = await launchBrowser();
  });
  after(async () => {
    for (const c of contexts) await c.close().catch(() => undefined);
    await browser?.close();
    await server?.stop();
  });
  return {
    get baseUrl() {
      if (server === undefined) throw new Error('The server is not started yet.');
      return server.baseUrl;
    },
    async newPage() {
      if (browser === undefined || server === undefined) throw new Error('The portal is not started yet.');
      const { context, page } = await openPortal(browser, server.baseUrl);
      contexts.push(context);
      return page;
    },
    async newPhonePage() {
      if (browser === undefined || server === undefined) throw new Error('The portal is not started yet.');
      const { context, page } = await openPortal(browser, server.baseUrl, PHONE);
      contexts.push(context);
      return page;
    },
  };
}
