import type { Locator, Page } from 'playwright-core';

/** A row of a DTR table by its date, and a cell of it. */
function day(page: Page, table: string, date: string): Locator {
  return page.getByRole('table', { name: table }).locator(`tr[data-date="${date}"]`);
}

/** /personal/daily-time-record */
export class PersonalDtrPage {
  private readonly page: Page;
  constructor(page: Page) {
    this.page = page;
  }
  async goto(from: string, to: string): Promise<void> {
    await this.page.goto(`/personal/daily-time-record?from=${from}&to=${to}`);
    await this.page.getByRole('heading', { name: 'DTR Editing' }).waitFor();
    await this.day(from).waitFor();
  }
  day(date: string): Locator {
    return day(this.page, 'My daily time record', date);
  }
  punch(date: string, punch: 'amIn' | 'amOut' | 'pmIn' | 'pmOut'): Locator {
    return this.day(date).locator(`[data-punch="${punch}"]`);
  }
  async requestCorrection(date: string, punches: Record<string, string>, reason: string): Promise<void> {
    await this.page.getByRole('button', { name: `Request a correction for ${date}` }).click();
    const dialog = this.page.getByRole('dialog');
    await dialog.waitFor();
    for (const [label, value] of Object.entries(punches)) await dialog.getByLabel(label, { exact: true }).fill(value);
    await dialog.getByLabel('Reason').fill(reason);
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await dialog.waitFor({ state: 'hidden' });
  }
  requests(): Locator {
    return this.page.getByRole('table', { name: 'My correction requests' });
  }
}

/** /department/daily-time-record */
export class DepartmentDtrPage {
  private readonly page: Page;
  constructor(page: Page) {
    this.page = page;
  }
  async gotoRequests(): Promise<void> {
    await this.page.goto('/department/daily-time-record?view=requests');
    await this.page.getByRole('heading', { name: 'Department Daily Time Record' }).waitFor();
  }
  async approve(date: string): Promise<void> {
    await this.page.getByRole('button', { name: new RegExp(`^Approve the correction of .+ for ${date}$`) }).click();
    const dialog = this.page.getByRole('dialog');
    await dialog.getByLabel('Remarks').fill('Checked with the guard log book.');
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await dialog.waitFor({ state: 'hidden' });
  }
  /** Clicks a correction request's row (its reason, not a button): the employee's days open. */
  async openRequest(reason: string, date: string): Promise<void> {
    await this.page.goto('/department/daily-time-record?view=requests&show=all');
    await this.page.getByRole('table', { name: 'Correction requests' }).getByText(reason).click();
    await this.day(date).waitFor();
  }
  /** Clicks an employee's row of the department totals (a figure, not the name link). */
  async openFromTotals(from: string, to: string, employeeNo: string): Promise<void> {
    await this.page.goto(`/department/daily-time-record?from=${from}&to=${to}`);
    await this.page.getByRole('table', { name: 'Department totals' }).getByText(employeeNo, { exact: true }).click();
    await this.day(from).waitFor();
  }
  async gotoEmployee(employeeId: number, from: string, to: string): Promise<void> {
    await this.page.goto(`/department/daily-time-record?employeeId=${employeeId}&from=${from}&to=${to}`);
    await this.day(from).waitFor();
  }
  day(date: string): Locator {
    return day(this.page, 'Employee daily time record', date);
  }
}

/** /isd/hr/daily-time-record */
export class HrDtrPage {
  private readonly page: Page;
  constructor(page: Page) {
    this.page = page;
  }
  async gotoUpload(): Promise<void> {
    await this.page.goto('/isd/hr/daily-time-record?view=upload');
    await this.page.getByRole('button', { name: 'Upload log file' }).waitFor();
  }
  async upload(file: { name: string; mimeType: string; buffer: Buffer }): Promise<Locator> {
    await this.page.getByLabel('Log file').setInputFiles(file);
    const report = this.page.getByLabel('Upload result');
    await report.waitFor();
    return report;
  }
  /** Clicks a correction request's row (its reason, not a button): the employee's days open. */
  async openRequest(reason: string, date: string): Promise<void> {
    await this.page.goto('/department/daily-time-record?view=requests&show=all');
    await this.page.getByRole('table', { name: 'Correction requests' }).getByText(reason).click();
    await this.day(date).waitFor();
  }
  /** Clicks an employee's row of the department totals (a figure, not the name link). */
  async openFromTotals(from: string, to: string, employeeNo: string): Promise<void> {
    await this.page.goto(`/department/daily-time-record?from=${from}&to=${to}`);
    await this.page.getByRole('table', { name: 'Department totals' }).getByText(employeeNo, { exact: true }).click();
    await this.day(from).waitFor();
  }
  async gotoEmployee(employeeId: number, from: string, to: string): Promise<void> {
    await this.page.goto(`/isd/hr/daily-time-record?employeeId=${employeeId}&from=${from}&to=${to}`);
    await this.day(from).waitFor();
  }
  day(date: string): Locator {
    return day(this.page, 'Employee daily time record', date);
  }
  async addHoliday(date: string, name: string): Promise<void> {
    await this.page.goto('/isd/hr/daily-time-record?view=holidays');
    await this.page.getByLabel('Year').fill(date.slice(0, 4));
    await this.page.getByRole('button', { name: 'Add holiday' }).click();
    const dialog = this.page.getByRole('dialog');
    await dialog.getByLabel('Date').fill(date);
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await this.page.getByRole('table', { name: 'Holidays' }).getByText(name).waitFor();
  }
  async gotoSetup(view: 'schedules' | 'devices'): Promise<void> {
    await this.page.goto(`/isd/hr/daily-time-record?view=${view}`);
    await this.page
      .getByRole('button', { name: view === 'schedules' ? 'Add schedule' : 'Register device', exact: true })
      .waitFor();
  }
  /** Work schedules tab: a split schedule with these times and working days, ticked by name ('Monday'). */
  async addSchedule(
    name: string,
    times: { 'AM in': string; 'AM out': string; 'PM in': string; 'PM out': string },
    workingDays: readonly string[],
  ): Promise<void> {
    await this.page.getByRole('button', { name: 'Add schedule', exact: true }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Add work schedule' });
    await dialog.getByLabel('Name').fill(name);
    for (const [label, value] of Object.entries(times)) await dialog.getByLabel(label, { exact: true }).fill(value);
    const days = dialog.getByRole('group', { name: 'Working days' });
    for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']) {
      await days.getByRole('checkbox', { name: day }).setChecked(workingDays.includes(day));
    }
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await this.page.getByRole('table', { name: 'Work schedules' }).getByRole('row').filter({ hasText: name }).waitFor();
  }
  /** Work schedules tab: assigns `schedule` to the employee (by Employee ID) from a date. */
  async assignSchedule(employeeCode: string, schedule: string, from: string): Promise<void> {
    await this.page.getByRole('button', { name: 'Assign a schedule', exact: true }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Assign a work schedule' });
    await dialog.getByRole('combobox', { name: 'Employee' }).fill(employeeCode);
    await this.page.getByRole('option', { name: new RegExp(`^${employeeCode} - `) }).click();
    await dialog.getByRole('combobox', { name: 'Schedule' }).click();
    await this.page.getByRole('option', { name: new RegExp(`^${schedule} \\(`) }).click();
    await dialog.getByLabel('Effective from').fill(from);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
  }
  assignments(): Locator {
    return this.page.getByRole('table', { name: 'Schedule assignments' });
  }
  /** Devices tab: registers a device. */
  async registerDevice(serial: string, name: string, location: string): Promise<void> {
    await this.page.getByRole('button', { name: 'Register device', exact: true }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Register device' });
    await dialog.getByLabel('Serial number').fill(serial);
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByLabel('Location').fill(location);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
  }
  /** Opens the device's edit dialog and types its allowed addresses (each confirmed with Enter). */
  async typeAllowedAddresses(serial: string, addresses: string[]): Promise<Locator> {
    await this.page.getByRole('button', { name: `Edit ${serial}` }).click();
    const dialog = this.page.getByRole('dialog', { name: `Edit ${serial}` });
    const field = dialog.getByLabel('Allowed addresses');
    for (const a of addresses) {
      await field.fill(a);
      await field.press('Enter');
    }
    await dialog.getByRole('button', { name: 'Save' }).click();
    return dialog;
  }
  /** Generates the device's push key on the devices tab; returns the server address shown once. */
  async generatePushKey(serial: string): Promise<string> {
    await this.page.getByRole('button', { name: `Push key of ${serial}` }).click();
    const dialog = this.page.getByRole('dialog', { name: `Push key of ${serial}` });
    await dialog.getByRole('button', { name: 'Generate key' }).click();
    const address = dialog.getByTestId('push-server-address');
    await address.waitFor();
    const text = (await address.textContent()) ?? '';
    await dialog.getByRole('button', { name: 'Done' }).click();
    await dialog.waitFor({ state: 'detached' });
    return text;
  }
  device(serial: string): Locator {
    return this.page.getByRole('table', { name: 'Biometric devices' }).getByRole('row').filter({ hasText: serial });
  }
  async manualInput(date: string, punches: Record<string, string>, reason: string): Promise<Locator> {
    await this.page.getByRole('button', { name: `Edit ${date}` }).click();
    const dialog = this.page.getByRole('dialog');
    await dialog.waitFor();
    for (const [label, value] of Object.entries(punches)) await dialog.getByLabel(label, { exact: true }).fill(value);
    await dialog.getByLabel('Reason').fill(reason);
    return dialog;
  }
}

/** The Form 48 print routes (layout 'none'). */
export class DtrPrintPage {
  private readonly page: Page;
  constructor(page: Page) {
    this.page = page;
  }
  async goto(path: string): Promise<void> {
    await this.page.goto(path);
    await this.forms().first().waitFor();
  }
  forms(): Locator {
    return this.page.locator('section.f48');
  }
  sheets(): Locator {
    return this.page.locator('[data-sheet]');
  }
  toolbar(): Locator {
    return this.page.locator('.dtr-print-toolbar');
  }
}

/** /request (public) */
export class RequestPage {
  private readonly page: Page;
  constructor(page: Page) {
    this.page = page;
  }
  async goto(): Promise<void> {
    await this.page.goto('/request');
    await this.page.getByRole('button', { name: 'Show my records' }).waitFor();
  }
  async lookUp(employeeId: string, birthDate: string, month: string): Promise<void> {
    await this.page.getByLabel('Employee ID').fill(employeeId);
    await this.page.getByLabel('Date of birth').fill(birthDate);
    await this.page.getByLabel('Month').fill(month);
    const answered = this.page.waitForResponse((r) => r.url().includes('/api/requests/DailyTimeRecord'));
    await this.page.getByRole('button', { name: 'Show my records' }).click();
    await answered;
  }
  records(): Locator {
    return this.page.getByRole('table', { name: 'My daily time record' });
  }
  refusal(): Locator {
    return this.page.getByTestId('request-refusal');
  }
}

/** /isd/hr/employees/:id, Biometric Logs tab */
export class EmployeeLogsTab {
  private readonly page: Page;
  constructor(page: Page) {
    this.page = page;
  }
  async open(employeeId: number, month: string): Promise<Locator> {
    await this.page.goto(`/isd/hr/employees/${employeeId}`);
    await this.page.getByRole('tab', { name: 'Biometric Logs' }).click();
    await this.page.getByLabel('Month').fill(month);
    return this.page.getByRole('table', { name: 'Biometric logs' });
  }
}
