import assert from 'node:assert/strict';
import { test } from 'node:test';
import { REQUEST_LOOKUP_FAILED, REQUEST_LOOKUP_LIMITED } from '@ilaw/contracts/dtr/public-lookups/public-lookup';
import { DEVICE_ADDRESS_MESSAGE } from '@ilaw/contracts/dtr/devices/biometric-device';
import { SignInPage } from '../pages/sign-in.page.ts';
import { ShellPage } from '../pages/shell.page.ts';
import { usePortal } from '../support/fixture.ts';
import {
  DepartmentDtrPage,
  DtrPrintPage,
  EmployeeLogsTab,
  HrDtrPage,
  PersonalDtrPage,
  RequestPage,
} from './pages/dtr.page.ts';
import { DtrSeed, fullDay, type Account } from './seed.ts';

const portal = usePortal();

// A past fortnight (March 2025: the 3rd is a Monday), so no day counts as 'Future'.
const MON = '2025-03-03';
const TUE = '2025-03-04';
const FROM = '2025-03-01';
const TO = '2025-03-15';

async function signedIn(account: Account) {
  const page = await portal.newPage();
  const signIn = new SignInPage(page);
  await signIn.goto();
  await signIn.signIn(account.username, account.password);
  await new ShellPage(page).waitForDashboard();
  return page;
}

test('an employee asks for a correction, the department monitor approves it, the DTR shows the corrected time', async () => {
  const seed = new DtrSeed(portal.baseUrl);
  const dept = await seed.department('Line Crew');
  const staff = await seed.account([], dept.id);
  const monitor = await seed.account(['DepartmentDtrMonitoring'], dept.id);
  const emp = await seed.employee({
    lastName: 'Dimaculangan',
    firstName: 'Lorna',
    departmentId: dept.id,
    birthDate: '1988-02-14',
    userId: staff.id,
  });
  // Monday complete; Tuesday only the morning: the afternoon counts as absent.
  await seed.push([
    ...fullDay(emp.biometricUserId, MON),
    [emp.biometricUserId, `${TUE} 07:55:00`],
    [emp.biometricUserId, `${TUE} 12:00:00`],
  ]);

  const page = await signedIn(staff);
  const mine = new PersonalDtrPage(page);
  await mine.goto(FROM, TO);
  assert.equal((await mine.punch(MON, 'amIn').textContent())?.trim(), '07:58');
  assert.match((await mine.day(TUE).locator('[data-cell="remarks"]').textContent()) ?? '', /Absent PM/);
  assert.equal((await mine.day(TUE).locator('[data-cell="absent"]').textContent())?.trim(), '0.5');
  await mine.requestCorrection(
    TUE,
    { 'PM in': '13:00', 'PM out': '17:00' },
    'The device at the gate was down after lunch.',
  );
  await mine.requests().getByText('Pending').waitFor();

  const monitorPage = await signedIn(monitor);
  const department = new DepartmentDtrPage(monitorPage);
  await department.gotoRequests();
  await department.approve(TUE);
  await monitorPage.getByText(/day now shows the corrected times/).waitFor();
  // A row opens what it is about: the request opens the employee's half-month at the corrected
  // day, a row of the department totals opens the employee's days.
  await department.openRequest('The device at the gate was down after lunch.', TUE);
  assert.equal((await department.day(TUE).locator('[data-punch="pmIn"]').textContent())?.trim().slice(0, 5), '13:00');
  await department.openFromTotals(FROM, TO, emp.employeeId);
  await department.gotoEmployee(emp.id, FROM, TO);
  assert.equal((await department.day(TUE).locator('[data-punch="pmIn"]').textContent())?.trim().slice(0, 5), '13:00');

  // The monitor prints the employee's Form 48 in place: on paper only the sheets, no app chrome.
  await monitorPage.getByRole('button', { name: 'Print DTR' }).waitFor();
  await monitorPage.emulateMedia({ media: 'print' });
  await monitorPage.evaluate(() => document.body.classList.add('dtr-printing'));
  assert.equal(await monitorPage.locator('.dtr-print-portal section.f48').count(), 2);
  assert.equal(await monitorPage.locator('.dtr-print-portal section.f48').first().isVisible(), true);
  assert.equal(await monitorPage.getByTestId('side-menu').isVisible(), false);
  await monitorPage.emulateMedia({ media: 'screen' });

  await mine.goto(FROM, TO);
  assert.equal((await mine.punch(TUE, 'pmIn').textContent())?.trim(), '13:00');
  assert.equal((await mine.day(TUE).locator('[data-cell="absent"]').textContent())?.trim(), '-');
  await mine.day(TUE).getByText('Edited').waitFor();
  await mine.requests().getByText('Approved').waitFor();
  // The monitor sees only their own department: another department's employee is refused.
  const other = await seed.department('Billing');
  const stranger = await seed.employee({
    lastName: 'Ocampo',
    firstName: 'Rey',
    departmentId: other.id,
    birthDate: '1990-01-01',
  });
  const refused = await monitorPage.request.get(
    `/api/departments/DailyTimeRecords/GetDtr?employeeId=${stranger.id}&from=${MON}&to=${MON}`,
  );
  assert.equal(refused.status(), 403);
});

test('HR uploads a device export, edits a day beside its logs and prints Form 48 two to a sheet', async () => {
  const seed = new DtrSeed(portal.baseUrl);
  const dept = await seed.department('Accounting');
  const hr = await seed.account(['Employee', 'DtrManualInput'], dept.id, 'e2e.dtrhr');
  const employees = [];
  for (const [last, first] of [
    ['Aquino', 'Bea'],
    ['Bautista', 'Carlo'],
    ['Cruz', 'Dana'],
  ] as const) {
    employees.push(
      await seed.employee({ lastName: last, firstName: first, departmentId: dept.id, birthDate: '1985-07-07' }),
    );
  }
  const [first] = employees;
  const page = await signedIn(hr);
  const hrPage = new HrDtrPage(page);
  await hrPage.gotoUpload();
  const lines = [
    ...employees.flatMap((e) => fullDay(e.biometricUserId, MON)),
    [first!.biometricUserId, `${TUE} 08:20:00`],
    ['777001', `${MON} 08:00:00`],
  ].map(([bio, at]) => `${bio}\t${at}\t1\t0\t0`);
  lines.push('not a log line');
  const report = await hrPage.upload({
    name: 'attlog.dat',
    mimeType: 'text/plain',
    buffer: Buffer.from(lines.join('\n')),
  });
  const reportText = (await report.textContent()) ?? '';
  assert.match(reportText, /14 new logs/);
  assert.match(reportText, /Unknown biometric IDs .*777001/);
  assert.match((await report.getByRole('table', { name: 'Rejected lines' }).textContent()) ?? '', /15/);

  // Manual input: the form shows what the logs gave beside it; the day keeps both.
  await hrPage.gotoEmployee(first!.id, FROM, TO);
  const dialog = await hrPage.manualInput(
    TUE,
    { 'AM out': '12:00', 'PM in': '13:00', 'PM out': '17:00' },
    'Seminar at the provincial office',
  );
  assert.match((await dialog.getByLabel('Original logs').textContent()) ?? '', /08:20/);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await dialog.waitFor({ state: 'hidden' });
  await hrPage.day(TUE).getByText('log: none').first().waitFor();

  const print = new DtrPrintPage(page);
  await print.goto(`/isd/hr/daily-time-record/print?employeeId=${first!.id}&from=2025-03-01&to=2025-03-31`);
  assert.equal(await print.forms().count(), 2);
  assert.equal(await print.sheets().count(), 1);
  for (const form of await print.forms().all()) {
    const text = (await form.textContent()) ?? '';
    assert.match(text, /Civil Service Form No\. 48/);
    assert.match(text, /I certify on my honor that the above is a true and correct report/);
    assert.match(text, /VERIFIED as to the prescribed office hours/);
    assert.match(text, /In Charge/);
    assert.match(text, /March 2025/);
  }
  assert.equal(
    (await print.forms().first().locator(`tr[data-date="${MON}"] td`).nth(1).textContent())?.trim(),
    '07:58',
  );
  assert.match((await print.forms().first().locator('tbody tr').nth(14).textContent()) ?? '', /SATURDAY/);
  await page.emulateMedia({ media: 'print' });
  assert.equal(await print.toolbar().isVisible(), false);
  const onePdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
  assert.equal(onePdf.subarray(0, 5).toString(), '%PDF-');
  assert.equal(pdfPages(onePdf), 1);

  // The same on legal paper (two legal-half forms on a legal sheet): one page, legal size.
  // (page.pdf() lays out with the emulated media, so it stays 'print'.)
  await print.goto(`/isd/hr/daily-time-record/print?employeeId=${first!.id}&from=2025-03-01&to=2025-03-31&paper=legal`);
  const legalPdf = await page.pdf({ preferCSSPageSize: true });
  assert.equal(pdfPages(legalPdf), 1);
  // MediaBox in points: legal landscape 1008 x 612, A4 landscape about 842 x 595.
  assert.deepEqual(mediaBoxes(legalPdf), ['1008x612']);
  assert.deepEqual(mediaBoxes(onePdf), ['842x595']);

  // A department of three, one form each: two sheets, two PDF pages.
  await print.goto(`/isd/hr/daily-time-record/print-department?departmentId=${dept.id}&from=2025-03-01&to=2025-03-31`);
  assert.equal(await print.forms().count(), 3);
  assert.equal(await print.sheets().count(), 2);
  assert.equal(pdfPages(await page.pdf({ preferCSSPageSize: true })), 2);
});

test('/request shows the own DTR for the right Employee ID and birth date, refuses a wrong one, then limits attempts', async () => {
  const seed = new DtrSeed(portal.baseUrl);
  const dept = await seed.department('Warehouse');
  const emp = await seed.employee({
    lastName: 'Villanueva',
    firstName: 'Ana',
    departmentId: dept.id,
    birthDate: '1992-09-30',
  });
  await seed.push(fullDay(emp.biometricUserId, MON));
  const page = await portal.newPage();
  const request = new RequestPage(page);
  await request.goto();
  // Public: no side menu, no session needed.
  assert.equal(await page.getByTestId('side-menu').count(), 0);
  await request.lookUp(emp.employeeId, '1992-09-30', '2025-03');
  await request.records().locator(`tr[data-date="${MON}"]`).waitFor();
  assert.equal(
    (await request.records().locator(`tr[data-date="${MON}"] [data-punch="amIn"]`).textContent())?.trim(),
    '07:58',
  );
  await page.getByRole('tab', { name: /Biometric logs \(4\)/ }).click();
  await page.getByRole('table', { name: 'My biometric logs' }).getByText('07:58').waitFor();

  // A wrong date of birth: one sentence, and the records are gone from the page.
  await request.lookUp(emp.employeeId, '1992-09-29', '2025-03');
  await request.refusal().waitFor();
  assert.equal((await request.refusal().textContent())?.trim(), REQUEST_LOOKUP_FAILED);
  assert.equal(await request.records().count(), 0);
  // The answer to a wrong pair names nobody.
  const wrong = await page.request.get(
    `/api/requests/DailyTimeRecord?employeeId=${emp.employeeId}&birthDate=1992-09-28&from=${MON}&to=${MON}`,
  );
  assert.equal(wrong.status(), 400);
  assert.doesNotMatch(await wrong.text(), /Villanueva|Ana/);
  // Five failures for one Employee ID in 15 minutes: even the right pair is refused for now.
  for (const d of ['1992-09-27', '1992-09-26', '1992-09-25']) await request.lookUp(emp.employeeId, d, '2025-03');
  await request.lookUp(emp.employeeId, '1992-09-30', '2025-03');
  await page.getByTestId('request-refusal').getByText(REQUEST_LOOKUP_LIMITED).waitFor();
  assert.equal(await request.records().count(), 0);
});

test('HR adds a holiday in the setup tab: the day stops counting as an absence; the employee page lists the logs', async () => {
  const seed = new DtrSeed(portal.baseUrl);
  const dept = await seed.department('Engineering');
  const hr = await seed.account(['Employee'], dept.id, 'e2e.dtrhr');
  const emp = await seed.employee({
    lastName: 'Santos',
    firstName: 'Mila',
    departmentId: dept.id,
    birthDate: '1991-04-04',
  });
  await seed.push(fullDay(emp.biometricUserId, MON));
  const page = await signedIn(hr);
  const hrPage = new HrDtrPage(page);
  await hrPage.gotoEmployee(emp.id, FROM, TO);
  // Wednesday without logs: absent, until it is a holiday.
  const WED = '2025-03-05';
  assert.equal((await hrPage.day(WED).locator('[data-cell="absent"]').textContent())?.trim(), '1');
  await hrPage.addHoliday(WED, 'Cooperative Foundation Day');
  await hrPage.gotoEmployee(emp.id, FROM, TO);
  await hrPage.day(WED).getByText('Cooperative Foundation Day').waitFor();
  assert.equal((await hrPage.day(WED).locator('[data-cell="absent"]').textContent())?.trim(), '-');
  // No edit column without DtrManualInput.
  assert.equal(await page.getByRole('button', { name: `Edit ${WED}` }).count(), 0);

  const logs = await new EmployeeLogsTab(page).open(emp.id, '2025-03');
  await logs.getByText('07:58').waitFor();
  assert.equal(await logs.locator('tbody tr').count(), 4);
});

/** Each page's size in whole points, 'WxH'. */
function mediaBoxes(pdf: Buffer): string[] {
  return [...pdf.toString('latin1').matchAll(/\/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]/g)].map(
    (m) => `${Math.round(Number(m[1]))}x${Math.round(Number(m[2]))}`,
  );
}

/** Pages of a PDF (its page objects, not the /Pages tree nodes). */
function pdfPages(pdf: Buffer): number {
  return pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)/g)?.length ?? 0;
}

test('HR sets up a work schedule, assigns it from a date and registers a device; the DTR and Form 48 follow', async () => {
  const seed = new DtrSeed(portal.baseUrl);
  const dept = await seed.department('Metering');
  const hr = await seed.account(['Employee'], dept.id, 'e2e.dtrhr');
  const emp = await seed.employee({
    lastName: 'Esguerra',
    firstName: 'Nilo',
    departmentId: dept.id,
    birthDate: '1990-05-05',
  });
  // The week after the holiday test's (its Wednesday the 5th is a holiday on this shared server).
  const MON = '2025-03-10';
  const WED = '2025-03-12';
  const arrivesAt0840 = (date: string): [string, string][] => [
    [emp.biometricUserId, `${date} 08:40:00`],
    [emp.biometricUserId, `${date} 12:00:00`],
    [emp.biometricUserId, `${date} 13:00:00`],
    [emp.biometricUserId, `${date} 17:00:00`],
  ];
  const serial = `ZK-UI-${Date.now().toString(36).toUpperCase()}`;
  // Not registered yet: the device's push is refused.
  assert.equal((await seed.pushFrom(serial, arrivesAt0840(MON))).status, 401);

  const page = await signedIn(hr);
  const hrPage = new HrDtrPage(page);
  await hrPage.gotoSetup('devices');
  await hrPage.registerDevice(serial, 'Metering gate', 'Warehouse door');
  await page.getByText('The device was saved.').waitFor();
  assert.match((await hrPage.device(serial).textContent()) ?? '', /Metering gate.*Warehouse door.*Not set up.*Active/);
  // Registered but with neither a push key nor addresses: refused alike.
  assert.equal((await seed.pushFrom(serial, arrivesAt0840(MON))).status, 401);
  const serverAddress = await hrPage.generatePushKey(serial);
  assert.match(serverAddress, /\/adms\/[A-Za-z0-9_-]{32}$/);
  await hrPage.device(serial).getByText('Key', { exact: true }).waitFor();
  // Allowed addresses are checked as typed; with the key as well, both are needed.
  const edit = await hrPage.typeAllowedAddresses(serial, ['gate.local']);
  await edit.getByText(DEVICE_ADDRESS_MESSAGE).waitFor();
  const field = edit.getByLabel('Allowed addresses');
  await field.press('Backspace');
  await field.fill('127.0.0.0/8');
  await field.press('Enter');
  await edit.getByRole('button', { name: 'Save' }).click();
  await edit.waitFor({ state: 'detached' });
  await hrPage.device(serial).getByText('Key, from 127.0.0.0/8').waitFor();
  // The address names PUBLIC_URL (localhost here); the test server listens on 127.0.0.1.
  const pushed = await seed.pushFrom(
    serial,
    [...arrivesAt0840(MON), ...arrivesAt0840(WED)],
    portal.baseUrl + new URL(serverAddress).pathname,
  );
  assert.equal(pushed.status, 200);
  assert.match(pushed.text, /^OK: 8/);

  // Default schedule (08:00, 15 minutes grace): 08:40 is 40 minutes late on both days.
  await hrPage.gotoEmployee(emp.id, FROM, TO);
  assert.equal((await hrPage.day(MON).locator('[data-cell="tardy"]').textContent())?.trim(), '0:40');
  assert.equal((await hrPage.day(WED).locator('[data-cell="tardy"]').textContent())?.trim(), '0:40');

  // A 09:00 schedule working Saturdays too, for this employee from Wednesday on.
  const name = `Late shift ${Date.now().toString(36)}`;
  await hrPage.gotoSetup('schedules');
  await hrPage.addSchedule(name, { 'AM in': '09:00', 'AM out': '12:00', 'PM in': '13:00', 'PM out': '17:00' }, [
    'Monday',
    'Tuesday',
    'Wednesday',
    'Thursday',
    'Friday',
    'Saturday',
  ]);
  // The weekday checkboxes save as the days the list shows.
  await page
    .getByRole('table', { name: 'Work schedules' })
    .getByRole('row')
    .filter({ hasText: name })
    .getByText('Mon, Tue, Wed, Thu, Fri, Sat')
    .waitFor();
  await hrPage.assignSchedule(emp.employeeId, name, WED);
  await page.getByText('The schedule was assigned.').waitFor();
  await hrPage.assignments().getByRole('row').filter({ hasText: name }).filter({ hasText: 'Open' }).waitFor();

  // Monday keeps the default schedule (still late); from Wednesday 08:40 is on time.
  await hrPage.gotoEmployee(emp.id, FROM, TO);
  assert.equal((await hrPage.day(MON).locator('[data-cell="tardy"]').textContent())?.trim(), '0:40');
  assert.equal((await hrPage.day(WED).locator('[data-cell="tardy"]').textContent())?.trim(), '-');
  // The heading names the schedule in effect at the period's end, with its hours.
  await page
    .getByText(`Schedule: ${name} (09:00-12:00, 13:00-17:00; Saturdays 09:00-12:00, 13:00-17:00)`, { exact: false })
    .waitFor();

  // Form 48's official hours come from the schedule in effect: regular days and Saturdays.
  const print = new DtrPrintPage(page);
  await print.goto(`/isd/hr/daily-time-record/print?employeeId=${emp.id}&from=2025-03-01&to=2025-03-31`);
  const form = print.forms().first();
  assert.match(
    (await form.textContent()) ?? '',
    new RegExp(`Official hours for arrival and departure.*Schedule: ${name}`),
  );
  assert.equal(await form.locator('[data-hours="regular"]').textContent(), '09:00-12:00, 13:00-17:00');
  assert.equal(await form.locator('[data-hours="saturdays"]').textContent(), '09:00-12:00, 13:00-17:00');
});
