// A payroll clerk makes a draft on the payrolls list, generates it on its screen (a job with
// progress) and reviews an employee's line: basic pay, the allowance, the loan, contributions and
// tax, each with how it was reached.
import assert from 'node:assert/strict';
import { randomInt } from 'node:crypto';
import { test } from 'node:test';
import { createSalaryEndpoint } from '@ilaw/contracts/hr/salaries/create-salary';
import { createEmployeeItemEndpoint } from '@ilaw/contracts/payroll/employee-items/create-employee-item';
import type { EmployeeItemFields } from '@ilaw/contracts/payroll/employee-items/employee-item';
import { employeeDisplayName } from '@ilaw/contracts/hr/employees/employee';
import { newDepartment, newEmployee } from '../../../api/test/support/fixtures.ts';
import { SignInPage } from '../pages/sign-in.page.ts';
import { ShellPage } from '../pages/shell.page.ts';
import { ApiSession, createUserWithRoles } from '../support/api.ts';
import { usePortal } from '../support/fixture.ts';
import { PayrollGeneratePage } from './pages/payroll-generate.page.ts';

const portal = usePortal();

test('a clerk creates a draft, generates it and reads how a line was reached', async () => {
  const base = portal.baseUrl;
  const admin = await ApiSession.admin(base);
  const dept = await newDepartment(admin, 'Payroll generate');
  const clerk = await createUserWithRoles(base, ['Payroll'], 'e2e.paygen');
  const hrAccount = await createUserWithRoles(base, ['Employee'], 'e2e.paygenhr');
  const hr = await ApiSession.signIn(base, hrAccount.username, hrAccount.password);
  const lastName = `Generado${randomInt(1_000_000)}`;
  const cora = await newEmployee(hr, { firstName: 'Cora', lastName, departmentId: dept.id });
  await hr.call(createSalaryEndpoint, {
    body: { employeeId: cora.id, salaryType: 0, amount: '25000.00', effectiveDate: '2026-01-01', remarks: null },
  });
  const clerkApi = await ApiSession.signIn(base, clerk.username, clerk.password);
  const item = (over: Partial<EmployeeItemFields>): EmployeeItemFields => ({
    employeeId: cora.id,
    kind: 'Allowance',
    category: 'Allowance',
    label: 'Rice subsidy',
    taxable: false,
    deMinimisCode: 'rice',
    amount: '2000.00',
    principal: null,
    startDate: '2026-01-01',
    endDate: null,
    payrollId: null,
    priority: null,
    reference: null,
    remarks: null,
    isActive: true,
    ...over,
  });
  await clerkApi.call(createEmployeeItemEndpoint, { body: item({}) });
  await clerkApi.call(createEmployeeItemEndpoint, {
    body: item({
      kind: 'Loan',
      category: 'SssLoan',
      label: 'SSS salary loan',
      taxable: true,
      deMinimisCode: null,
      amount: '1000.00',
      principal: '12000.00',
    }),
  });

  const page = await portal.newPage();
  await new SignInPage(page).goto();
  await new SignInPage(page).signIn(clerk.username, clerk.password);
  await new ShellPage(page).waitForDashboard();

  // A future half month of its own (browser tests share one database): its days are paid days.
  const year = 2040 + randomInt(50);
  const month = String(1 + randomInt(12)).padStart(2, '0');
  const screen = new PayrollGeneratePage(page);
  await screen.openList();
  await screen.newPayroll({
    name: `E2E generate ${year}-${month}`,
    type: 'Regular payroll, 2nd half',
    start: `${year}-${month}-16`,
    end: `${year}-${month}-28`,
    payDate: `${year}-${month}-28`,
  });
  assert.equal(await screen.employees(), 'Employees: 0');
  await screen.generate();
  assert.notEqual(await screen.employees(), 'Employees: 0');

  await screen.searchLines(lastName);
  const how = await screen.explain(employeeDisplayName(cora));
  const line = (label: string) => how.find((r) => r.startsWith(label)) ?? '';
  assert.match(line('Basic pay'), /₱12,500\.00.*Monthly salary 25,000\.00 for half a month/);
  assert.match(line('Rice subsidy'), /₱1,000\.00.*De minimis \(rice\): 1,000\.00 exempt/);
  assert.match(line('SSS salary loan'), /less.*₱500\.00.*Amortization 1,000\.00 a month/);
  assert.match(line('SSS (employee, with provident fund)'), /less.*₱1,250\.00/);
  assert.match(line('Withholding tax'), /less.*₱1\.20/);
});
