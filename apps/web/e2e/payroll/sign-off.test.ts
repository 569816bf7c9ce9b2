// Four signatories sign a payroll in order on its screen (Payroll Checker, Recommender, Auditor,
// Approver), which posts it; then each employee paid in it sees their own payslip, and only theirs.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createSalaryEndpoint } from '@ilaw/contracts/hr/salaries/create-salary';
import { listPayrollTypesEndpoint } from '@ilaw/contracts/payroll/payroll-types/list-payroll-types';
import { createPayrollEndpoint } from '@ilaw/contracts/payroll/payrolls/create-payroll';
import { generatePayrollEndpoint } from '@ilaw/contracts/payroll/payrolls/generate-payroll';
import { getJobEndpoint } from '@ilaw/contracts/platform/jobs';
import { newDepartment, newEmployee } from '../../../api/test/support/fixtures.ts';
import { ApiSession, createUserWithRoles } from '../support/api.ts';
import { usePortal } from '../support/fixture.ts';
import { MyPayslipsPage, PayrollDetailPage } from './pages/payroll-sign-off.page.ts';
import { PayrollSignatories, signedIn as signedInAs } from './pages/payroll-signatories.ts';

const portal = usePortal();

const signedIn = (account: { username: string; password: string }) => signedInAs(portal, account);

test('four signatories approve a payroll in order; each employee then reads only their own payslip', async () => {
  const base = portal.baseUrl;
  const admin = await ApiSession.admin(base);
  const dept = await newDepartment(admin, 'Payroll sign-off');
  const clerk = await createUserWithRoles(base, ['Payroll'], 'e2e.payclerk');
  const signatories = await PayrollSignatories.create(portal, 'e2e.pay');
  const anaAccount = await createUserWithRoles(base, [], 'e2e.payana');
  const benAccount = await createUserWithRoles(base, [], 'e2e.payben');
  const hrAccount = await createUserWithRoles(base, ['Employee'], 'e2e.payhr');
  const hr = await ApiSession.signIn(base, hrAccount.username, hrAccount.password);
  const ana = await newEmployee(hr, { firstName: 'Ana', departmentId: dept.id, userId: anaAccount.id });
  const ben = await newEmployee(hr, { firstName: 'Ben', departmentId: dept.id, userId: benAccount.id });
  for (const [e, amount] of [
    [ana, '26100.00'],
    [ben, '40000.00'],
  ] as const) {
    await hr.call(createSalaryEndpoint, {
      body: { employeeId: e.id, salaryType: 0, amount, effectiveDate: '2026-01-01', remarks: null },
    });
  }
  const clerkApi = await ApiSession.signIn(base, clerk.username, clerk.password);
  const type = (await clerkApi.call(listPayrollTypesEndpoint)).find((x) => x.name === 'Regular payroll, monthly')!;
  const payroll = await clerkApi.call(createPayrollEndpoint, {
    body: {
      name: 'E2E sign-off, May 2026',
      payrollTypeId: type.id,
      periodStart: '2026-05-01',
      periodEnd: '2026-05-31',
      payDate: '2026-05-31',
      departmentId: dept.id,
      employeeStatus: 1,
      employmentType: null,
      remarks: null,
    },
  });
  const { jobId } = await clerkApi.call(generatePayrollEndpoint, { params: { id: payroll.id } });
  for (;;) {
    const job = await clerkApi.call(getJobEndpoint, { params: { id: jobId } });
    if (job.status === 'succeeded') break;
    assert.notEqual(job.status, 'failed', job.error ?? '');
    await new Promise((r) => setTimeout(r, 200));
  }

  // The clerk submits it on its screen.
  const clerkPage = new PayrollDetailPage(await signedIn(clerk));
  await clerkPage.open(payroll.id);
  await clerkPage.submitForApproval();

  // Each signatory opens it and signs the current step.
  await signatories.signOff(payroll.id);
  const done = new PayrollDetailPage(await signedIn(clerk));
  await done.open(payroll.id);
  assert.equal(await done.status(), 'Approved and posted');

  // Ana sees her payslip, only hers; the same address for Ben shows Ben's.
  const anaPage = await signedIn(anaAccount);
  const anaSlips = new MyPayslipsPage(anaPage);
  await anaSlips.open();
  assert.equal(await anaSlips.rows().count(), 1);
  await anaSlips.openPayslip('E2E sign-off, May 2026');
  assert.match(await anaSlips.employee(), /Ana/);
  assert.doesNotMatch(await anaSlips.employee(), /Ben/);
  assert.match(await anaSlips.netPay(), /^₱/);
  const benSlips = new MyPayslipsPage(await signedIn(benAccount));
  await benSlips.openById(payroll.id);
  assert.match(await benSlips.employee(), /Ben/);
  assert.notEqual(await benSlips.employee(), await anaSlips.employee());
});
