import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { SignInPage } from '../pages/sign-in.page.ts';
import { ShellPage } from '../pages/shell.page.ts';
import { createUserWithRoles } from '../support/api.ts';
import { usePortal } from '../support/fixture.ts';
import type { Role } from '@ilaw/contracts/roles';

const portal = usePortal();

async function signedIn(roles: Role[], prefix: string): Promise<Page> {
  const user = await createUserWithRoles(portal.baseUrl, roles, prefix);
  const page = await portal.newPage();
  const signIn = new SignInPage(page);
  await signIn.goto();
  await signIn.signIn(user.username, user.password);
  await new ShellPage(page).waitForDashboard();
  return page;
}

test('a user without billing roles sees the no-access state on billing screens, not empty lists', async () => {
  const page = await signedIn(['Employee'], 'e2e.nobill');

  await page.goto('/fsd/billing/transactions/bill-month');
  await page.getByTestId('no-access').waitFor();
  assert.match((await page.getByTestId('no-access-roles').textContent()) ?? '', /BillingReport/);
  assert.equal(await page.getByText('No bill month yet.').count(), 0);
  assert.equal(await page.getByRole('button', { name: 'New bill month' }).count(), 0);

  await page.goto('/fsd/billing/transactions/consumer-master');
  await page.getByTestId('no-access').waitFor();
  assert.equal(await page.getByRole('button', { name: 'New consumer' }).count(), 0);
  assert.equal(await page.getByRole('table', { name: 'Consumers' }).count(), 0);

  await page.goto('/fsd/billing/total-billed');
  await page.getByTestId('no-access').waitFor();
});

test('a teller reads bill months and consumers but is offered no NEW button the server would refuse', async () => {
  const page = await signedIn(['Teller'], 'e2e.teller');
  await page.goto('/fsd/billing/transactions/bill-month');
  await page.getByRole('heading', { name: 'Bill Month' }).waitFor();
  await page.getByRole('table', { name: 'Bill months' }).waitFor();
  assert.equal(await page.getByTestId('no-access').count(), 0);
  assert.equal(await page.getByRole('button', { name: 'New bill month' }).count(), 0);

  await page.goto('/fsd/billing/transactions/consumer-master');
  await page.getByRole('heading', { name: 'Consumer Master' }).waitFor();
  assert.equal(await page.getByRole('button', { name: 'New consumer' }).count(), 0);
});
