import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const CHROMIUM_PATH = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      '--no-sandbox',
      '--disable-background-networking',
      '--disable-gpu',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

export interface Screen {
  viewport: { width: number; height: number };
  isMobile?: boolean;
  hasTouch?: boolean;
}
export const DESKTOP: Screen = { viewport: { width: 1366, height: 850 } };
/** A common phone (390 CSS px wide). */
export const PHONE: Screen = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/** A fresh context (own cookies and storage) on the portal, desktop-sized unless told. */
export async function openPortal(
  browser: Browser,
  baseURL: string,
  screen: Screen = DESKTOP,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL,
    ...screen,
    locale: 'en-PH',
    timezoneId: 'Asia/Manila',
  });
  context.setDefaultTimeout(15_000);
  const page = await context.newPage();
  return { context, page };
}
