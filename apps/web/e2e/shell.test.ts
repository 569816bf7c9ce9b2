import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ErrorPage } from './pages/error.page.ts';
import { ShellPage } from './pages/shell.page.ts';
import { SignInPage } from './pages/sign-in.page.ts';
import { usePortal } from './support/fixture.ts';
import { ADMIN_PASSWORD, ADMIN_USERNAME } from './support/server.ts';

const portal = usePortal();

async function signedInAsAdmin() {
  const page = await portal.newPage();
  const signIn = new SignInPage(page);
  await signIn.goto();
  await signIn.signIn(ADMIN_USERNAME, ADMIN_PASSWORD);
  const shell = new ShellPage(page);
  await shell.waitForDashboard();
  return { page, shell };
}

test('the header shows the product name from the server, and page titles use it', async () => {
  const { page, shell } = await signedInAsAdmin();
  const info = (await (await fetch(`${portal.baseUrl}/api/v2/portal`)).json()) as { name: string };
  assert.equal((await shell.productName().textContent())?.trim(), info.name);
  assert.equal(await page.title(), `Dashboard - ${info.name}`);
  // No demo data with --no-demo, and no development banner on this host.
  assert.equal(await page.getByTestId('demo-marker').count(), 0);
  assert.equal(await page.getByTestId('development-banner').count(), 0);
});

test('dark mode survives a reload, set before the app loads without breaking the Content Security Policy', async () => {
  const { page, shell } = await signedInAsAdmin();
  const refused: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) refused.push(m.text());
  });
  assert.equal(await shell.isDark(), false);
  await shell.toggleColorMode();
  assert.equal(await shell.isDark(), true);
  await page.reload({ waitUntil: 'domcontentloaded' });
  // color-mode.js ran as the document was parsed.
  assert.equal(await page.evaluate(() => document.documentElement.classList.contains('dark')), true);
  await page.getByTestId('side-menu').waitFor();
  assert.equal(await shell.isDark(), true);
  assert.deepEqual(refused, []);
  await shell.toggleColorMode();
  await page.reload();
  await page.getByTestId('side-menu').waitFor();
  assert.equal(await shell.isDark(), false);
});

test('the account dialog loads the personal numbers read-only when opened', async () => {
  const { page, shell } = await signedInAsAdmin();
  const loaded = page.waitForResponse((r) => r.url().endsWith('/api/v2/user/dashboard') && r.status() === 200);
  await shell.openAccountDialog();
  await loaded;
  const dialog = shell.accountDialog();
  for (const label of ['Employee ID', 'SSS', 'PAG-IBIG', 'PhilHealth', 'HMO', 'TIN']) {
    const field = dialog.getByLabel(label, { exact: true });
    await field.waitFor();
    assert.equal(await field.getAttribute('readonly'), '', `${label} is read-only`);
  }
  await dialog.getByRole('button', { name: 'Close' }).click();
});

test('the account dialog reports a failed load in a toast', async () => {
  const { page, shell } = await signedInAsAdmin();
  await page.route('**/api/v2/user/dashboard', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: '{"errors":{"generalErrors":["HR records are being updated."]},"message":"HR records are being updated."}',
    }),
  );
  await shell.openAccountDialog().catch(() => undefined);
  await shell.toast('HR records are being updated.').waitFor();
});

test('an unknown address shows the 404 page with a link home', async () => {
  const page = await portal.newPage();
  await page.goto('/no/such/page');
  const error = new ErrorPage(page);
  assert.equal(await error.heading().textContent(), '404 Not Found');
  await page.waitForFunction(() => document.title.startsWith('404 Not Found - '));
  const info = (await (await fetch(`${portal.baseUrl}/api/v2/portal`)).json()) as { name: string };
  assert.equal(await page.title(), `404 Not Found - ${info.name}`);
  assert.match((await error.text().textContent()) ?? '', /This page could not be found/);
  await error.homeLink().click();
  await page.waitForURL((url) => url.pathname === '/');
});

test('a toast for a failed call uses the catalogue wording', async () => {
  const { page, shell } = await signedInAsAdmin();
  await page.route('**/api/DashboardController', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"errors":{}}' }),
  );
  await page.reload();
  await shell.toast('Server Error: Something went wrong on our end...').waitFor();
  await page.unroute('**/api/DashboardController');
  await page.route('**/api/DashboardController', (route) => route.abort('internetdisconnected'));
  await page.reload();
  await shell
    .toast(
      'Connection Error: We’re having trouble reaching the server...check your internet connection and try again later.',
    )
    .waitFor();
});
