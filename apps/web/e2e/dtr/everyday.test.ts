// Time and leave in everyday use (issue 11): screens a user may not read say so instead of showing
// empty lists and refused buttons, and the DTR screens work on a phone (390 px) without the page
// scrolling sideways: the employee's own DTR and its correction request, and HR's DTR.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { SignInPage } from '../pages/sign-in.page.ts';
import { ShellPage } from '../pages/shell.page.ts';
import { usePortal } from '../support/fixture.ts';
import { HrDtrPage, PersonalDtrPage } from './pages/dtr.page.ts';
import { DtrSeed, fullDay, type Account } from './seed.ts';
import { assertNoSidewaysScroll } from '../support/phone.ts';

const portal = usePortal();

const MON = '2025-03-03';
const TUE = '2025-03-04';
const FROM = '2025-03-01';
const TO = '2025-03-15';

async function signedIn(account: Account, phone = false): Promise<Page> {
  const page = phone ? await portal.newPhonePage() : await portal.newPage();
  const signIn = new SignInPage(page);
  await signIn.goto();
  await signIn.signIn(account.username, account.password);
  await new ShellPage(page).waitForDashboard();
  return page;
}

test('screens of time and leave the user may not read show the no-access state, with no action buttons', async () => {
  const seed = new DtrSeed(portal.baseUrl);
  const staff = await seed.account([], null, 'e2e.noaccess');
  const page = await signedIn(staff);
  const screens: [path: string, roles: RegExp][] = [
    ['/isd/hr/daily-time-record', /Employee role/],
    ['/department/daily-time-record', /DepartmentDtrMonitoring/],
    ['/isd/hr/leave-management', /LeaveLedger role/],
    ['/isd/hr/leave-management/types', /LeaveLedger or Employee role/],
    ['/isd/hr/leave-management/import-opening-balance', /LeaveLedger role/],
    ['/isd/hr/employee-leaves/transactions', /LeaveLedger role/],
    ['/isd/hr/monthly-earned-leaves', /LeaveLedger role/],
    ['/isd/hr/without-pay-summary', /LeaveLedger role/],
  ];
  for (const [path, roles] of screens) {
    await page.goto(path);
    await page.getByTestId('no-access').waitFor();
    assert.match((await page.getByTestId('no-access-roles').textContent()) ?? '', roles, path);
    for (const action of ['Compute', 'Post credits', 'Grant annual leave', 'Close fiscal year', 'File for an employee'])
      assert.equal(await page.getByRole('button', { name: action }).count(), 0, `${path}: ${action}`);
  }
});

test('on a phone (390 px) the own DTR, its correction request and HR DTR fit the screen', async () => {
  const seed = new DtrSeed(portal.baseUrl);
  const dept = await seed.department('Phone Crew');
  const staff = await seed.account([], dept.id, 'e2e.dtrphone');
  const hr = await seed.account(['Employee', 'DtrManualInput'], null, 'e2e.dtrphonehr');
  const emp = await seed.employee({
    lastName: 'Teleponista',
    firstName: 'Nena',
    departmentId: dept.id,
    birthDate: '1991-05-05',
    userId: staff.id,
  });
  await seed.push([...fullDay(emp.biometricUserId, MON), [emp.biometricUserId, `${TUE} 07:55:00`]]);

  const page = await signedIn(staff, true);
  const mine = new PersonalDtrPage(page);
  await mine.goto(FROM, TO);
  assert.equal((await mine.punch(MON, 'amIn').textContent())?.trim(), '07:58');
  await assertNoSidewaysScroll(page, 'own DTR');
  await page.getByRole('button', { name: `Request a correction for ${TUE}` }).click();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  await assertNoSidewaysScroll(page, 'correction request');
  const box = await dialog.getByLabel('Reason').boundingBox();
  assert.ok(box && box.x >= 0 && box.x + box.width <= 390, 'the reason field is on the screen');
  await dialog.getByLabel('PM in', { exact: true }).fill('13:00');
  await dialog.getByLabel('PM out', { exact: true }).fill('17:00');
  await dialog.getByLabel('Reason').fill('Forgot to punch after lunch.');
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await dialog.waitFor({ state: 'hidden' });
  // On a phone the requests are cards, one per request.
  await page.getByRole('list', { name: 'My correction requests' }).getByText('Pending').waitFor();
  await assertNoSidewaysScroll(page, 'own DTR with a request');

  const hrPage = await signedIn(hr, true);
  const hrDtr = new HrDtrPage(hrPage);
  await hrPage.goto(`/isd/hr/daily-time-record?from=${FROM}&to=${TO}`);
  await hrPage.getByRole('heading', { name: 'Daily Time Record' }).waitFor();
  await assertNoSidewaysScroll(hrPage, 'HR DTR departments');
  await hrDtr.gotoEmployee(emp.id, FROM, TO);
  await assertNoSidewaysScroll(hrPage, 'HR DTR of an employee');
});
