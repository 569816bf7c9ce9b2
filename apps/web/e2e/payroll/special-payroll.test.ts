// A special payroll (decision 066) on screen: the clerk generates a mid-year bonus and previews
// each line with how it was reached (one month of basic, prorated by service days), submits it,
// the four signatories approve it in order, and the employee reads the bonus on their own payslip.
// Its own department, employees and period: browser tests share one database.
import assert from 'node:assert/strict';
import { randomInt } from 'node:crypto';
import { test } from 'node:test';
import { createSalaryEndpoint } from '@ilaw/contracts/hr/salaries/create-salary';
import { employeeDisplayName } from '@ilaw/contracts/hr/employees/employee';
import { listPayrollTypesEndpoint } from '@ilaw/contracts/payroll/payroll-types/list-payroll-types';
import { createPayrollEndpoint } from '@ilaw/contracts/payroll/payrolls/create-payroll';
import { newDepartment, newEmployee } from '../../../api/test/support/fixtures.ts';
import { ApiSession, createUserWithRoles } from '../support/api.ts';
import { usePortal } from '../support/fixture.ts';
import { PayrollGeneratePage } from './pages/payroll-generate.page.ts';
import { MyPayslipsPage, PayrollDetailPage } from './pages/payroll-sign-off.page.ts';
import { PayrollSignatories, signedIn as signedInAs } from './pages/payroll-signatories.ts';

const portal = usePortal();

const signedIn = (account: { username: string; password: string }) => signedInAs(portal, account);

test('a mid-year bonus is generated, previewed, signed by four and read on the payslip', async () => {
  const base = portal.baseUrl;
  const admin = await ApiSession.admin(base);
  const dept = await newDepartment(admin, 'Special payroll');
  const clerk = await createUserWithRoles(base, ['Payroll'], 'e2e.payspec');
  const signatories = await PayrollSignatories.create(portal, 'e2e.payspec');
  const doraAccount = await createUserWithRoles(base, [], 'e2e.payspecdora');
  const hrAccount = await createUserWithRoles(base, ['Employee'], 'e2e.payspechr');
  const hr = await ApiSession.signIn(base, hrAccount.username, hrAccount.password);
  const lastName = `Bonificado${randomInt(1_000_000)}`;
  // Hired 1 February 2026: 120 of the 151 days to 31 May.
  const dora = await newEmployee(hr, {
    firstName: 'Dora',
    lastName,
    departmentId: dept.id,
    userId: doraAccount.id,
    dateHired: '2026-02-01',
  });
  await hr.call(createSalaryEndpoint, {
    body: { employeeId: dora.id, salaryType: 0, amount: '30000.00', effectiveDate: '2026-01-01', remarks: null },
  });
  const clerkApi = await ApiSession.signIn(base, clerk.username, clerk.password);
  const type = (await clerkApi.call(listPayrollTypesEndpoint)).find((x) => x.benefitCode === 'mid-year-bonus')!;
  const name = `E2E mid-year bonus ${lastName}`;
  const payroll = await clerkApi.call(createPayrollEndpoint, {
    body: {
      name,
      payrollTypeId: type.id,
      periodStart: '2026-05-01',
      periodEnd: '2026-05-31',
      payDate: '2026-05-31',
      departmentId: dept.id,
      employeeStatus: null,
      employmentType: null,
      remarks: null,
    },
  });

  // The clerk generates it on its screen and reads how Dora's bonus was reached.
  const clerkPage = await signedIn(clerk);
  const generate = new PayrollGeneratePage(clerkPage);
  const detail = new PayrollDetailPage(clerkPage);
  await detail.open(payroll.id);
  await generate.generate();
  const full = employeeDisplayName({ firstName: 'Dora', middleName: null, lastName, suffix: null });
  const how = await generate.explain(full);
  assert.ok(
    how.some(
      (row) => row.includes('Mid-year bonus') && row.includes('x 120/151 days of service') && row.includes('23,841.06'),
    ),
    how.join('\n'),
  );
  await detail.submitForApproval();

  await signatories.signOff(payroll.id);
  const done = new PayrollDetailPage(await signedIn(clerk));
  await done.open(payroll.id);
  assert.equal(await done.status(), 'Approved and posted');

  const slips = new MyPayslipsPage(await signedIn(doraAccount));
  await slips.openById(payroll.id);
  assert.match(await slips.employee(), /Dora/);
  assert.match(await slips.netPay(), /23,841\.06/);
});
