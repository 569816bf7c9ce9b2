// A leave application prints as CSC Form 6 (Revised 2020) and an employee's ledger as the leave
// card, both with the print pack (issue 11, item 16): HR opens them from Leave Transactions and the
// employee page, the employee from their own Leave Ledger; on paper only the pack shows.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { documentSignatoriesEndpoint } from '@ilaw/contracts/approvals/requests/get-document-signatories';
import { formatDate } from '@ilaw/contracts/format';
import { createEmployeeEndpoint } from '@ilaw/contracts/hr/employees/create-employee';
import { decideLeaveApplicationEndpoint } from '@ilaw/contracts/leave/leave-applications/decide-leave-application';
import { fileMyLeaveApplicationEndpoint } from '@ilaw/contracts/leave/leave-applications/file-my-leave-application';
import { getLeaveApplicationFormEndpoint } from '@ilaw/contracts/leave/leave-applications/get-leave-application-form';
import { LEAVE_APPLICATION_DOCUMENT_TYPE } from '@ilaw/contracts/leave/leave-applications/leave-application';
import { employeeLeaveLedgerEndpoint } from '@ilaw/contracts/leave/ledger/get-employee-leave-ledger';
import { leaveTypeOptionsEndpoint } from '@ilaw/contracts/leave/leave-types/list-leave-type-options';
import { postMonthlyEarnedEndpoint } from '@ilaw/contracts/leave/monthly-credits/post-monthly-credits';
import { createFiscalYearEndpoint } from '@ilaw/contracts/reference/fiscal-years/create-fiscal-year';
import type { Page } from 'playwright-core';
import { newDepartment } from '../../../api/test/support/fixtures.ts';
import { leaveCardRows } from '../../src/modules/leave/ledger/leave-card.ts';
import { formatDays } from '../../src/modules/leave/components/leave-labels.ts';
import { SignInPage } from '../pages/sign-in.page.ts';
import { ShellPage } from '../pages/shell.page.ts';
import { ApiSession, TEST_PASSWORD, createUserWithRoles } from '../support/api.ts';
import { usePortal } from '../support/fixture.ts';

const portal = usePortal();

async function signIn(username: string, password: string): Promise<Page> {
  const page = await portal.newPage();
  const signInPage = new SignInPage(page);
  await signInPage.goto();
  await signInPage.signIn(username, password);
  await new ShellPage(page).waitForDashboard();
  return page;
}

/** A fiscal year of its own under a free later label, dated a past year (as leave.test.ts does). */
async function ownFiscalYear(admin: ApiSession): Promise<{ id: number; year: number; name: string }> {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const label = 2040 + Math.floor(Math.random() * 60);
    const year = 2021 + Math.floor(Math.random() * 4);
    try {
      const fy = await admin.call(createFiscalYearEndpoint, {
        body: { year: label, startDate: `${year}-01-01`, endDate: `${year}-12-31`, isActive: false },
      });
      return { id: fy.id, year, name: fy.name };
    } catch {
      // Taken by an earlier run: try another year.
    }
  }
  throw new Error('No free fiscal year for the test.');
}

/** Checks on paper (print media): the pack's letterhead shows, the screen's buttons do not. */
async function onPaper(page: Page, check: () => Promise<void>): Promise<void> {
  assert.equal(await page.getByTestId('report-letterhead').isVisible(), false);
  await page.emulateMedia({ media: 'print' });
  try {
    assert.equal(await page.getByTestId('report-letterhead').isVisible(), true);
    assert.equal(await page.getByRole('button', { name: 'Print', exact: true }).isVisible(), false);
    assert.equal(await page.getByRole('button', { name: 'Back', exact: true }).isVisible(), false);
    await check();
  } finally {
    await page.emulateMedia({ media: 'screen' });
  }
}

test('Form 6 and the leave card print with the applicant, the credits, the sign-off and the monthly columns', async () => {
  const admin = await ApiSession.admin(portal.baseUrl);
  const hrUser = await createUserWithRoles(portal.baseUrl, ['LeaveLedger', 'Employee'], 'e2e.f6hr');
  const hrApi = await ApiSession.signIn(portal.baseUrl, hrUser.username, hrUser.password);
  const staff = await createUserWithRoles(portal.baseUrl, [], 'e2e.f6');
  const staffApi = await ApiSession.signIn(portal.baseUrl, staff.username, TEST_PASSWORD);
  const dept = await newDepartment(admin, 'Line Maintenance');
  const code = `F6-${Date.now().toString(36)}`;
  const employee = await hrApi.call(createEmployeeEndpoint, {
    body: {
      employeeId: code,
      firstName: 'Rosario',
      middleName: 'Bautista',
      lastName: 'Villanueva',
      position: 'Lineman II',
      departmentId: dept.id,
      employmentType: 1,
      dateHired: '2000-01-01',
      userId: staff.id,
    },
  });
  const fy = await ownFiscalYear(admin);
  // January's credits (leave.test.ts credits 2001-2020); where a fiscal year of another run with the
  // same dates took them, the checks still hold: they read the API.
  await hrApi.send(postMonthlyEarnedEndpoint, { body: { year: fy.year, month: 1 } });
  const types = await hrApi.call(leaveTypeOptionsEndpoint);
  const vl = types.find((t) => t.code === 'VL');
  assert.ok(vl);
  const from = `${fy.year}-02-03`;
  const filed = await staffApi.call(fileMyLeaveApplicationEndpoint, {
    body: {
      leaveTypeId: vl.id,
      dateFrom: from,
      dateTo: `${fy.year}-02-04`,
      days: '2',
      reason: 'Family reunion in Iloilo',
    },
  });
  await hrApi.call(decideLeaveApplicationEndpoint, { params: { id: filed.id }, body: { approve: true } });
  const expected = await hrApi.call(getLeaveApplicationFormEndpoint, { params: { id: filed.id } });
  const signed = await hrApi.call(documentSignatoriesEndpoint, {
    params: { documentType: LEAVE_APPLICATION_DOCUMENT_TYPE, documentId: filed.id },
  });
  const approver = signed.find((s) => s.decision === 'Approved');
  assert.ok(approver);

  // HR: Form 6 from Leave Transactions.
  const hr = await signIn(hrUser.username, hrUser.password);
  await hr.goto(`/isd/hr/employee-leaves/transactions?status=1&employeeId=${employee.id}`);
  await hr.getByRole('button', { name: `Form 6 of application of ${code} from ${from}` }).click();
  const form = hr.getByTestId('form-6');
  await form.waitFor();
  const text = (await form.textContent()) ?? '';
  for (const part of [
    'Line Maintenance',
    'Villanueva',
    'Rosario',
    'Bautista',
    'Lineman II',
    'Family reunion in Iloilo',
  ])
    assert.ok(text.includes(part), `Form 6 shows ${part}`);
  assert.equal(await form.getByTestId('form-6-days').textContent(), '2');
  assert.equal(
    await form.getByTestId('form-6-dates').textContent(),
    `${formatDate(from)} to ${formatDate(`${fy.year}-02-04`)}`,
  );
  // The Vacation Leave box is the only one ticked (one signatory decided: nobody recommended in 7.B).
  assert.equal(await form.locator('[data-checked="true"]').count(), 1);
  assert.match(
    (await form
      .locator('.f6-check', { has: hr.locator('[data-checked="true"]') })
      .first()
      .textContent()) ?? '',
    /Vacation Leave \(Sec\. 51/,
  );
  const credits = form.getByRole('table', { name: 'Certification of leave credits' });
  const row = async (label: string) =>
    (await credits.getByRole('row').filter({ hasText: label }).locator('td').allTextContents()).slice(1);
  assert.deepEqual(await row('Total Earned'), [
    formatDays(expected.credits.vacation.totalEarned),
    formatDays(expected.credits.sick.totalEarned),
  ]);
  assert.deepEqual(await row('Less this application'), ['2', '0']);
  assert.deepEqual(await row('Balance'), [
    formatDays(expected.credits.vacation.balance),
    formatDays(expected.credits.sick.balance),
  ]);
  assert.equal(
    await form.getByTestId('form-6-with-pay').textContent(),
    `\u00a0${formatDays(expected.application.paidDays)}\u00a0`,
  );
  assert.ok(text.includes(approver.name.toUpperCase()) || text.includes(approver.name), 'the approver signs 7.C');
  await onPaper(hr, async () => {
    assert.match(
      (await hr.locator('.report-form-number').textContent()) ?? '',
      /Civil Service Form No\. 6, Revised 2020/,
    );
    assert.equal(await hr.getByRole('heading', { name: 'APPLICATION FOR LEAVE' }).isVisible(), true);
    assert.equal(await form.isVisible(), true);
    assert.equal(await hr.getByRole('heading', { name: 'Leave Transactions' }).isVisible(), false);
  });
  await hr.getByRole('button', { name: 'Back', exact: true }).click();
  await hr.getByRole('table', { name: 'Leave applications' }).waitFor();

  // HR: the leave card from the employee page's Leave Ledger tab.
  const ledger = await hrApi.call(employeeLeaveLedgerEndpoint, {
    params: { employeeId: employee.id },
    query: { fiscalYearId: fy.id },
  });
  const rows = leaveCardRows(ledger.lines);
  await hr.goto(`/isd/hr/employees/${employee.id}?tab=Leave+Ledger`);
  await hr.getByRole('combobox', { name: 'Fiscal year' }).click();
  await hr.getByRole('option', { name: fy.name }).click();
  await hr.getByRole('button', { name: 'Leave card' }).click();
  const card = hr.getByRole('table', { name: 'Leave card' });
  await card.waitFor();
  const february = card.locator(`tr[data-period="${fy.year}-02"]`);
  assert.match((await february.textContent()) ?? '', new RegExp(`February ${fy.year}`));
  assert.match((await february.textContent()) ?? '', /Vacation Leave Feb 03, \d{4} to Feb 04, \d{4}/);
  const feb = rows.find((r) => r.key === `${fy.year}-02`);
  assert.ok(feb);
  // Days columns leave a zero blank, as a card filled by hand does; the balance always shows.
  const blankZero = (v: string) => (v === '0' ? '' : formatDays(v));
  assert.equal(
    await february.locator('[data-column="vacation-withPay"]').textContent(),
    blankZero(feb.vacation.withPay),
  );
  assert.equal(
    await february.locator('[data-column="vacation-withoutPay"]').textContent(),
    blankZero(feb.vacation.withoutPay),
  );
  assert.equal(
    await february.locator('[data-column="vacation-balance"]').textContent(),
    formatDays(feb.vacation.balance),
  );
  assert.equal(await card.locator('tbody tr').count(), rows.length);
  assert.match(
    (await hr.getByTestId('leave-card-employee').textContent()) ?? '',
    /Line Maintenance.*Lineman II.*Jan 01, 2000/,
  );
  await onPaper(hr, async () => {
    const filters = (await hr.getByTestId('report-filters').textContent()) ?? '';
    assert.match(filters, new RegExp(`Employee: ${code} - Villanueva, Rosario B\\.`));
    assert.match(filters, new RegExp(`Fiscal year: ${fy.name}`));
    assert.match((await hr.getByTestId('report-signatories').textContent()) ?? '', /Prepared by:/);
    assert.equal(await hr.getByRole('tab', { name: 'Leave Ledger' }).isVisible(), false);
  });

  // The employee prints Form 6 of their own application; 7.A's officer is left to HR's pen.
  const me = await signIn(staff.username, TEST_PASSWORD);
  await me.goto(`/user/leave-ledger?fiscalYearId=${fy.id}`);
  await me.getByRole('button', { name: `Form 6 of application from ${from}` }).click();
  await me.getByTestId('form-6').waitFor();
  assert.match((await me.getByTestId('form-6').textContent()) ?? '', /Villanueva/);
});
