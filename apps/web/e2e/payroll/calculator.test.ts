// The contribution calculator screen shows the official figures to the centavo, and the statutory
// tables tab lists the history of a table with the entry in force.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { SignInPage } from '../pages/sign-in.page.ts';
import { ShellPage } from '../pages/shell.page.ts';
import { createUserWithRoles } from '../support/api.ts';
import { usePortal } from '../support/fixture.ts';
import { PayrollSetupPage } from './pages/payroll-setup.page.ts';

const portal = usePortal();

test('a payroll clerk computes the contributions of 25,000.00 and reads the SSS table history', async () => {
  const user = await createUserWithRoles(portal.baseUrl, ['Payroll'], 'e2e.payroll');
  const page = await portal.newPage();
  const signIn = new SignInPage(page);
  await signIn.goto();
  await signIn.signIn(user.username, user.password);
  await new ShellPage(page).waitForDashboard();

  const setup = new PayrollSetupPage(page);
  await setup.openCalculator();
  await setup.compute('25000.00', '2026-01-15');
  assert.deepEqual(
    [
      await setup.amount('sss-msc'),
      await setup.amount('sss-employee'),
      await setup.amount('sss-ec'),
      await setup.amount('sss-mpf-employee'),
      await setup.amount('philhealth-employee'),
      await setup.amount('pagibig-employee'),
      await setup.amount('taxable'),
      await setup.amount('tax'),
    ],
    ['₱25,000.00', '₱1,250.00', '₱30.00', '₱250.00', '₱625.00', '₱200.00', '₱22,925.00', '₱313.80'],
  );

  await setup.openTables();
  const first = setup.historyRows().first();
  assert.match((await first.textContent()) ?? '', /SSS Circular No\. 2024-006/);
  assert.match((await first.textContent()) ?? '', /In force/);
});
