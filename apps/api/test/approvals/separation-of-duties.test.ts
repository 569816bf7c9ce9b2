// Issue 10 item 6: nobody decides, edits or approves their own record. An HR officer cannot
// approve her own leave (nor one a colleague filed for her), reverse it, edit her own DTR or
// authorise her own overtime, record, change or import her own salary or employment history,
// or edit her own employee record.
// A colleague can do each of these.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import {
  OWN_RECORD_CHANGE,
  OWN_RECORD_DECISION,
  OWN_REQUEST,
} from '@ilaw/contracts/approvals/requests/approval-request';
import type { ImportResult } from '@ilaw/contracts/platform/imports';
import { EMPLOYMENT_TYPE } from '@ilaw/contracts/enums';
import { createEmployeeEndpoint } from '@ilaw/contracts/hr/employees/create-employee';
import { updateEmployeeEndpoint } from '@ilaw/contracts/hr/employees/update-employee';
import ExcelJS from 'exceljs';
import { createTestApp, type TestApp, type TestClient } from '../support/test-app.ts';
import { upload } from '../hr/hr-support.ts';

type Client = TestClient & { userId: number };
type Refusal = { errors?: { generalErrors?: string[] } };

let t: TestApp;
let officer: Client;
let colleague: Client;
let own: number;
let other: number;
let vl: number;
const YEAR = new Date().getFullYear();

const HR_ROLES = ['Employee', 'LeaveLedger', 'DtrManualInput'] as const;

before(async () => {
  t = await createTestApp();
  officer = await t.userWithRoles([...HR_ROLES]);
  colleague = await t.userWithRoles([...HR_ROLES]);
  const db = t.running.database.db;
  const add = async (code: string, last: string, userId: number | null) =>
    (
      await db
        .insertInto('employees')
        .values({ employee_id: code, first_name: 'Test', last_name: last, user_id: userId, date_hired: '2020-01-01' })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  own = await add('SOD-1', 'Officer', officer.userId);
  other = await add('SOD-2', 'Clerk', null);
  await add('SOD-3', 'Colleague', colleague.userId);
  vl = (await db.selectFrom('leave_types').select('id').where('code', '=', 'VL').executeTakeFirstOrThrow()).id;
});
after(async () => t.close());

const application = (employeeId: number, day: string) => ({
  employeeId,
  leaveTypeId: vl,
  dateFrom: `${YEAR}-${day}`,
  dateTo: `${YEAR}-${day}`,
  days: '1',
  reason: 'Family matters',
});
const decide = (c: TestClient, id: number, approve = true) =>
  c.put<Refusal & { status: number }>(`/api/v2/isd/hr/leave-applications/${id}/decision`, { approve });

test('an HR officer cannot approve her own leave, whoever filed it; a colleague can', async () => {
  // Filed by herself on her own page.
  const mine = await officer.post<{ id: number }>('/api/v2/user/leave-applications', {
    leaveTypeId: vl,
    dateFrom: `${YEAR}-03-02`,
    dateTo: `${YEAR}-03-02`,
    days: '1',
    reason: 'Family matters',
  });
  assert.equal(mine.status, 201, JSON.stringify(mine.body));
  const self = await decide(officer, mine.body.id);
  assert.equal(self.status, 403);
  assert.deepEqual(self.body.errors?.generalErrors, [OWN_REQUEST.approve]);
  // Filed for her by a colleague: still her own record.
  const forHer = await colleague.post<{ id: number }>('/api/v2/isd/hr/leave-applications', application(own, '03-09'));
  assert.equal(forHer.status, 201, JSON.stringify(forHer.body));
  const hers = await decide(officer, forHer.body.id, false);
  assert.equal(hers.status, 403);
  assert.deepEqual(hers.body.errors?.generalErrors, [OWN_RECORD_DECISION.reject]);
  // Nothing was posted by the refusals; the colleague approves the one she did not file.
  const ok = await decide(colleague, mine.body.id);
  assert.equal(ok.status, 200);
  assert.equal(ok.body.status, 1);
  // Reversing her own approved leave is refused too.
  const reverse = await officer.post<Refusal>(`/api/v2/isd/hr/leave-applications/${mine.body.id}/cancellation`, {
    reason: 'Changed my mind',
  });
  assert.equal(reverse.status, 403);
  assert.deepEqual(reverse.body.errors?.generalErrors, [OWN_RECORD_CHANGE]);
  const byColleague = await colleague.post(`/api/v2/isd/hr/leave-applications/${mine.body.id}/cancellation`, {
    reason: 'Filed in error',
  });
  assert.equal(byColleague.status, 200);
});

test('an HR officer cannot edit her own DTR or authorise her own overtime; another employee’s she can', async () => {
  const edit = (employeeId: number) =>
    officer.put<Refusal>('/api/isd/hr/EmployeeDailyTimeRecord/UpdateDailyTimeRecord', {
      employeeId,
      recordDate: '2025-01-06',
      amIn: '08:00',
      pmOut: '20:00',
      overtimeAuthorized: true,
      reason: 'Stayed for the audit',
    });
  const mine = await edit(own);
  assert.equal(mine.status, 403);
  assert.deepEqual(mine.body.errors?.generalErrors, [OWN_RECORD_CHANGE]);
  const edits = await t.running.database.db
    .selectFrom('dtr_manual_edits')
    .select('id')
    .where('employee_id', '=', own)
    .execute();
  assert.equal(edits.length, 0);
  assert.equal((await edit(other)).status, 200);
});

test('an HR officer cannot record, change or remove her own salary or employment history', async () => {
  const salary = (employeeId: number, amount: string, effectiveDate = '2025-01-01') => ({
    employeeId,
    salaryType: 0,
    amount,
    effectiveDate,
    remarks: null,
  });
  const mine = await officer.post<Refusal>('/api/isd/hr/Salaries', salary(own, '250000'));
  assert.equal(mine.status, 403);
  assert.deepEqual(mine.body.errors?.generalErrors, [OWN_RECORD_CHANGE]);
  const others = await officer.post<{ id: number }>('/api/isd/hr/Salaries', salary(other, '18000'));
  assert.equal(others.status, 201);
  // Moving someone's salary onto her own record is changing her own record.
  const moved = await officer.put(`/api/isd/hr/Salaries/${others.body.id}`, salary(own, '18000'));
  assert.equal(moved.status, 403);
  // The colleague records it; she then cannot change or remove it.
  const byColleague = await colleague.post<{ id: number }>('/api/isd/hr/Salaries', salary(own, '25000'));
  assert.equal(byColleague.status, 201);
  assert.equal((await officer.put(`/api/isd/hr/Salaries/${byColleague.body.id}`, salary(own, '250000'))).status, 403);
  assert.equal((await officer.delete(`/api/isd/hr/Salaries/${byColleague.body.id}`)).status, 403);
  const kept = await colleague.get<{ data: { amount: string }[] }>('/api/isd/hr/Salaries', {
    query: { employeeId: own },
  });
  assert.deepEqual(
    kept.body.data.map((s) => s.amount),
    ['25000.00'],
  );

  const history = (employeeId: number) => ({
    employeeId,
    position: 'HR Officer',
    employmentType: 1,
    salaryGrade: 'SG 24',
    rate: '250000',
    dateFrom: '2024-01-01',
    dateTo: null,
    remarks: null,
  });
  const ownHistory = await officer.post<Refusal>('/api/isd/hr/EmploymentHistories', history(own));
  assert.equal(ownHistory.status, 403);
  assert.deepEqual(ownHistory.body.errors?.generalErrors, [OWN_RECORD_CHANGE]);
  const colleagues = await colleague.post<{ id: number }>('/api/isd/hr/EmploymentHistories', {
    ...history(own),
    rate: '25000',
  });
  assert.equal(colleagues.status, 201, JSON.stringify(colleagues.body));
  assert.equal((await officer.put(`/api/isd/hr/EmploymentHistories/${colleagues.body.id}`, history(own))).status, 403);
  assert.equal((await officer.delete(`/api/isd/hr/EmploymentHistories/${colleagues.body.id}`)).status, 403);
});

test('the salary import refuses the row of the importing officer’s own record and posts the others', async () => {
  const res = await officer.get('/api/isd/hr/Salaries/DownloadTemplate');
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(res.raw as unknown as ArrayBuffer);
  const ws = wb.getWorksheet('Salaries')!;
  const put = (line: number, values: unknown[]) =>
    values.forEach((v, i) => (ws.getRow(line).getCell(i + 1).value = v as ExcelJS.CellValue));
  for (let line = 2; line <= ws.rowCount; line += 1) ws.getRow(line).values = [];
  put(2, ['SOD-1', '', 'Monthly', 250000, '2026-01-01']);
  put(3, ['SOD-2', '', 'Monthly', 19000, '2026-01-01']);
  const bytes = Buffer.from(await wb.xlsx.writeBuffer());
  const imported = await upload<ImportResult>(officer, '/api/isd/hr/Salaries/import', [
    { name: 'file', fileName: 'salaries.xlsx', bytes },
  ]);
  assert.equal(imported.status, 200, JSON.stringify(imported.body));
  assert.deepEqual(
    imported.body.errors.map((e) => [e.row, e.field, e.message]),
    [[2, 'Employee ID', OWN_RECORD_CHANGE]],
  );
  assert.deepEqual([imported.body.posted, imported.body.failed], [1, 1]);
  const hers = await colleague.get<{ data: { effectiveDate: string }[] }>('/api/isd/hr/Salaries', {
    query: { employeeId: own },
  });
  assert.ok(hers.body.data.every((s) => s.effectiveDate !== '2026-01-01'));
});

test('an HR officer cannot edit her own employee record; another employee’s she can, and a colleague hers', async () => {
  const fields = (employeeId: string, lastName: string, userId: number | null, position: string) => ({
    employeeId,
    firstName: 'Test',
    lastName,
    employmentType: EMPLOYMENT_TYPE.Regular.value,
    dateHired: '2020-01-01',
    position,
    userId,
  });
  const mine = await officer.send(updateEmployeeEndpoint, {
    params: { id: own },
    body: fields('SOD-1', 'Officer', officer.userId, 'Head of HR'),
  });
  assert.equal(mine.status, 403);
  assert.deepEqual((mine.body as Refusal).errors?.generalErrors, [OWN_RECORD_CHANGE]);
  // Nor may she unlink it first to make it someone else's.
  const unlinked = await officer.send(updateEmployeeEndpoint, {
    params: { id: own },
    body: fields('SOD-1', 'Officer', null, 'HR Officer'),
  });
  assert.equal(unlinked.status, 403);
  const db = t.running.database.db;
  const row = await db
    .selectFrom('employees')
    .select(['position', 'user_id'])
    .where('id', '=', own)
    .executeTakeFirstOrThrow();
  assert.deepEqual(row, { position: null, user_id: officer.userId });
  const clerk = await officer.call(updateEmployeeEndpoint, {
    params: { id: other },
    body: fields('SOD-2', 'Clerk', null, 'Clerk II'),
  });
  assert.equal(clerk.position, 'Clerk II');
  // Nor link another record (or a new one) to her own account.
  const linked = await officer.send(updateEmployeeEndpoint, {
    params: { id: other },
    body: fields('SOD-2', 'Clerk', officer.userId, 'Clerk II'),
  });
  assert.equal(linked.status, 403);
  const created = await officer.send(createEmployeeEndpoint, {
    body: fields('SOD-9', 'Officer', officer.userId, 'HR'),
  });
  assert.deepEqual([created.status, (created.body as Refusal).errors?.generalErrors], [403, [OWN_RECORD_CHANGE]]);
  const byColleague = await colleague.call(updateEmployeeEndpoint, {
    params: { id: own },
    body: fields('SOD-1', 'Officer', officer.userId, 'HR Officer'),
  });
  assert.equal(byColleague.position, 'HR Officer');
});
