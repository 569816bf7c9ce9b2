// A meter reader records a field finding on a phone (issue 17 item 2, decision 111): at 390 px the
// lazy field findings dialog takes what was found, the account, a photo and GPS; the office reviews it
// into an action on the desktop list, whose filters stay in the address.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { SignInPage } from '../pages/sign-in.page.ts';
import { ShellPage } from '../pages/shell.page.ts';
import { usePortal } from '../support/fixture.ts';
import { assertNoSidewaysScroll } from '../support/phone.ts';
import { billingUser, seedRoute } from '../billing-transactions/seed.ts';

const portal = usePortal();
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

async function signIn(page: Page, username: string, password: string) {
  const signInPage = new SignInPage(page);
  await signInPage.goto();
  await signInPage.signIn(username, password);
  await new ShellPage(page).waitForDashboard();
}

test('a finding recorded on a phone with a photo and GPS, reviewed in the office', async () => {
  const clerk = await billingUser(portal.baseUrl, ['BillingReport'], 'e2e.ff.clerk');
  const seeded = await seedRoute(portal.baseUrl, clerk.api, ['TAMPO, ISIDRO']);
  const accountNo = seeded.accounts[0]!;
  const reader = await billingUser(portal.baseUrl, ['MeterReader'], 'e2e.ff.reader');
  const office = await billingUser(portal.baseUrl, ['BillingTransactions'], 'e2e.ff.office');

  const phone = await portal.newPhonePage();
  await phone.context().grantPermissions(['geolocation']);
  await phone.context().setGeolocation({ latitude: 12.36011, longitude: 121.06522, accuracy: 9 });
  await signIn(phone, reader.username, reader.password);
  await phone.goto('/fsd/billing/field-findings');
  await phone.getByRole('button', { name: 'Add' }).click();
  await phone.waitForURL(/add=1/);
  const dialog = phone.getByRole('dialog', { name: 'Field finding' });
  await dialog.getByLabel('What was found').click();
  await phone.getByRole('option', { name: 'Tampering' }).click();
  await dialog.getByLabel('Account no.').fill(accountNo);
  await dialog.getByLabel('Remarks').fill('Seal cut');
  await dialog.getByTestId('photo-input').setInputFiles({ name: 'meter.png', mimeType: 'image/png', buffer: PNG });
  await dialog.getByRole('button', { name: 'Capture GPS' }).click();
  await dialog.getByTestId('gps-reading').filter({ hasText: '12.360110, 121.065220' }).waitFor();
  await assertNoSidewaysScroll(phone, 'the field findings dialog');
  await dialog.getByRole('button', { name: 'Record finding' }).click();
  await dialog.waitFor({ state: 'detached' });
  const cards = phone.getByRole('list', { name: 'Field findings' });
  await cards.getByRole('listitem').filter({ hasText: accountNo }).waitFor();
  await assertNoSidewaysScroll(phone, 'the field findings list');

  const desk = await portal.newPage();
  await signIn(desk, office.username, office.password);
  await desk.goto(`/fsd/billing/field-findings?status=New&search=${accountNo}`);
  const row = desk.getByRole('table', { name: 'Field findings' }).getByRole('row').filter({ hasText: accountNo });
  await row.getByRole('button', { name: 'Photos (1)' }).click();
  const photos = desk.getByRole('dialog', { name: /Tampering$/ });
  await photos.getByRole('img', { name: /photo 1/ }).waitFor();
  await photos.getByRole('button', { name: 'Close' }).click();
  await row.getByRole('button', { name: 'Review' }).click();
  const review = desk.getByRole('dialog', { name: /^Review FF-/ });
  await review.getByLabel('Action').click();
  await desk.getByRole('option', { name: 'Service request' }).click();
  // The review files the service request in member services itself (decision 115).
  await review.getByLabel('Service request type').click();
  await desk.getByRole('option', { name: 'Other Complaint' }).click();
  await review.getByLabel('Note').fill('Lineman to replace the seal');
  await review.getByRole('button', { name: 'Save review' }).click();
  await review.waitFor({ state: 'detached' });
  // Reviewed: it leaves the New filter, which stays in the address.
  await desk.getByText('No field findings match.').waitFor();
  assert.match(desk.url(), /status=New/);
  await desk.goto(`/fsd/billing/field-findings?status=Reviewed&search=${accountNo}`);
  const reviewed = desk.getByRole('table', { name: 'Field findings' }).getByRole('row').filter({ hasText: accountNo });
  const link = reviewed.getByRole('link', { name: /^SR-\d{4}-\d{6}$/ });
  await link.waitFor();
  assert.match((await link.getAttribute('href')) ?? '', /^\/isd\/msd\/service-requests\/\d+$/);
});
