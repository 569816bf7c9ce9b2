// A payroll clerk gives an employee a loan on the employee's payments screen; it shows with its
// balance there and on the recurring payments screen, and its schedule opens.
import assert from 'node:assert/strict';
import { randomInt } from 'node:crypto';
import { test } from 'node:test';
import { newDepartment, newEmployee } from '../../../api/test/support/fixtures.ts';
import { SignInPage } from '../pages/sign-in.page.ts';
import { ShellPage } from '../pages/shell.page.ts';
import { ApiSession, createUserWithRoles } from '../support/api.ts';
import { usePortal } from '../support/fixture.ts';
import { EmployeePaymentsPage } from './pages/employee-payments.page.ts';

const portal = usePortal();

test("a clerk adds a loan on an employee's payments and reads its balance and schedule", async () => {
  const base = portal.baseUrl;
  const admin = await ApiSession.admin(base);
  const dept = await newDepartment(admin, 'Payroll loans');
  const clerk = await createUserWithRoles(base, ['Payroll'], 'e2e.payloan');
  const hrAccount = await createUserWithRoles(base, ['Employee'], 'e2e.payloanhr');
  const hr = await ApiSession.signIn(base, hrAccount.username, hrAccount.password);
  const lastName = `Prestamo${randomInt(1_000_000)}`;
  const dina = await newEmployee(hr, { firstName: 'Dina', lastName, departmentId: dept.id });

  const page = await portal.newPage();
  await new SignInPage(page).goto();
  await new SignInPage(page).signIn(clerk.username, clerk.password);
  await new ShellPage(page).waitForDashboard();

  const screen = new EmployeePaymentsPage(page);
  await screen.open(dina.id);
  const label = `Cooperative loan ${lastName}`;
  await screen.addLoan({
    category: "Employees' cooperative loan",
    label,
    amount: '2500.00',
    principal: '15000.00',
    from: '2026-01-01',
  });
  assert.match(await screen.row(label), /Loan.*₱2,500\.00.*₱15,000\.00/);
  assert.match(
    await screen.schedule(label),
    /Principal ₱15,000\.00, ₱2,500\.00 a month; paid ₱0\.00, balance ₱15,000\.00 \(about 6 more months\)/,
  );

  await screen.openRecurring(lastName);
  assert.match(await screen.row(label), new RegExp(`${lastName}.*Employees' cooperative loan`));
});
