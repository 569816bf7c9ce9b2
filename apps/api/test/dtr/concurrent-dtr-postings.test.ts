// DTR postings under concurrency (ARCHITECTURE.md "Postings are safe under concurrency"): twenty
// identical requests at once - log file import, computation (beside a holiday being added), manual
// edit, correction request and its decision - post once or replay, never 500; rows are counted.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { sql } from 'kysely';
import { TIMES, assertPostedOnce, statusCounts, together } from '../support/concurrency.ts';
import { createTestApp, type TestApp, type TestClient } from '../support/test-app.ts';

let t: TestApp;
let hr: TestClient;
let manual: TestClient;
let monitor: TestClient;
let staff: TestClient & { userId: number };
let dept: number;
let e1: number;

const MON = '2025-02-03';
const FRI = '2025-02-07';

function logFile(content: string) {
  const boundary = `----ilawconc${Math.random().toString(16).slice(2)}`;
  return {
    payload: Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="deviceSerial"\r\n\r\nZK-CONC\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="attlog.dat"\r\nContent-Type: text/plain\r\n\r\n${content}\r\n` +
        `--${boundary}--\r\n`,
    ),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

before(async () => {
  t = await createTestApp();
  const db = t.running.database.db;
  dept = (
    await db
      .insertInto('departments')
      .values({ code: 'CNC', name: 'Concurrency' })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  hr = await t.userWithRoles(['Employee']);
  manual = await t.userWithRoles(['DtrManualInput']);
  monitor = await t.userWithRoles(['DepartmentDtrMonitoring'], { departmentId: dept });
  staff = await t.userWithRoles([], { departmentId: dept });
  const employee = async (code: string, bio: string, userId: number | null) =>
    (
      await db
        .insertInto('employees')
        .values({
          employee_id: code,
          first_name: 'Test',
          last_name: code,
          department_id: dept,
          biometric_user_id: bio,
          user_id: userId,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  e1 = await employee('CC-1', '8101', staff.userId);
  await employee('CC-2', '8102', null);
  await employee('CC-3', '8103', null);
});
after(async () => t.close());

const count = async (query: ReturnType<typeof sql<{ n: number }>>) =>
  (await query.execute(t.running.database.db)).rows[0]?.n ?? -1;

test('log file import: the same file twenty times is imported once; the replays answer that import', async () => {
  const lines: string[] = [];
  for (const bio of ['8101', '8102', '8103'])
    for (const d of ['03', '04', '05', '06', '07'])
      lines.push(`${bio}\t2025-02-${d} 07:58:00\t1\t0\t0`, `${bio}\t2025-02-${d} 17:02:00\t1\t1\t0`);
  const file = logFile(lines.join('\n'));
  const responses = await together(TIMES, () =>
    hr.request<{ id: number; inserted: number }>('POST', '/api/v2/isd/hr/biometric-logs/import', file),
  );
  assertPostedOnce(responses, 201, { otherStatus: 200 });
  assert.equal(new Set(responses.map((r) => r.body.id)).size, 1, 'every answer is the one import');
  assert.equal(responses[0]!.body.inserted, lines.length);
  assert.equal(await count(sql`SELECT count(*)::int AS n FROM biometric_imports WHERE device_serial = 'ZK-CONC'`), 1);
  assert.equal(
    await count(sql`SELECT count(*)::int AS n FROM biometric_logs WHERE device_serial = 'ZK-CONC'`),
    lines.length,
  );
});

test('computation: twenty at once (HR, department, personal) while a holiday is added store each day once', async () => {
  const responses = await together(TIMES, (i) => {
    if (i % 4 === 0)
      return hr.post('/api/v2/isd/hr/holidays', { holidayDate: '2025-02-05', name: 'Founding Day', kind: 'Regular' });
    if (i % 4 === 1)
      return hr.put('/api/isd/hr/EmployeeDailyTimeRecord/ComputeDailyTimeRecord', { from: MON, to: FRI });
    if (i % 4 === 2)
      return monitor.put('/api/departments/DailyTimeRecords/ComputeDailyTimeRecord', { from: MON, to: FRI });
    return staff.put('/api/personal/DailyTimeRecord/ComputeDailyTimeRecord', { from: MON, to: FRI });
  });
  const holidays = responses.filter((_, i) => i % 4 === 0);
  assertPostedOnce(holidays, 201, { message: 'There is already a holiday on this date.' });
  const computes = responses.filter((_, i) => i % 4 !== 0);
  assert.deepEqual(statusCounts(computes), { 200: computes.length }, JSON.stringify(computes.map((r) => r.body)));
  assert.equal(
    await count(sql`SELECT count(*)::int AS n FROM daily_time_records d JOIN employees e ON e.id = d.employee_id
      WHERE e.department_id = ${dept} AND d.record_date BETWEEN ${MON} AND ${FRI}`),
    3 * 5,
  );
  assert.equal(
    await count(sql`SELECT count(*)::int AS n FROM daily_time_records d JOIN employees e ON e.id = d.employee_id
      WHERE e.department_id = ${dept} AND d.record_date = '2025-02-05' AND d.day_type = 'Holiday'`),
    3,
    'the holiday shows on every stored day of that date',
  );
});

test('schedule assignment: twenty identical assignments make one; the rest are told one exists from that date', async () => {
  const db = t.running.database.db;
  const schedule = await db
    .selectFrom('work_schedules')
    .select('id')
    .where('is_default', '=', true)
    .executeTakeFirstOrThrow();
  const responses = await together(TIMES, () =>
    hr.post('/api/v2/isd/hr/work-schedule-assignments', {
      employeeId: e1,
      workScheduleId: schedule.id,
      effectiveFrom: '2025-03-01',
    }),
  );
  assertPostedOnce(responses, 201, {
    message: 'The employee already has an assignment from this date or later.',
  });
  assert.equal(await count(sql`SELECT count(*)::int AS n FROM employee_work_schedules WHERE employee_id = ${e1}`), 1);
});

test('manual edit: the same edit sent twenty times is recorded once', async () => {
  const edit = { employeeId: e1, recordDate: '2025-02-04', amIn: '07:30', reason: 'Biometric did not read the finger' };
  const responses = await together(TIMES, () =>
    manual.put('/api/isd/hr/EmployeeDailyTimeRecord/UpdateDailyTimeRecord', edit),
  );
  assert.deepEqual(statusCounts(responses), { 200: TIMES });
  assert.equal(
    await count(
      sql`SELECT count(*)::int AS n FROM dtr_manual_edits WHERE employee_id = ${e1} AND record_date = '2025-02-04'`,
    ),
    1,
  );
  assert.equal(
    await count(
      sql`SELECT count(*)::int AS n FROM audit_log WHERE entity_type = 'daily-time-record' AND action = 'edited'`,
    ),
    1,
  );
  // A different reason is a new edit.
  const again = await manual.put('/api/isd/hr/EmployeeDailyTimeRecord/UpdateDailyTimeRecord', {
    ...edit,
    reason: 'Confirmed with the supervisor',
  });
  assert.equal(again.status, 200);
  assert.equal(
    await count(
      sql`SELECT count(*)::int AS n FROM dtr_manual_edits WHERE employee_id = ${e1} AND record_date = '2025-02-04'`,
    ),
    2,
  );
});

test('correction request: filed twenty times once, and decided once', async () => {
  const request = { recordDate: '2025-02-06', pmOut: '18:00', reason: 'Overtime, logged out late' };
  const filed = await together(TIMES, () =>
    staff.put<{ id: number }>('/api/personal/DailyTimeRecord/UpdateDailyTimeRecord', request),
  );
  assertPostedOnce(filed, 200, { message: 'You already have a pending correction request for this day.' });
  assert.equal(await count(sql`SELECT count(*)::int AS n FROM dtr_correction_requests WHERE employee_id = ${e1}`), 1);
  const id = filed.find((r) => r.status === 200)!.body.id;
  const decided = await together(TIMES, () =>
    monitor.put('/api/departments/DailyTimeRecords/UpdateDailyTimeRecord', { correctionRequestId: id, approve: true }),
  );
  assertPostedOnce(decided, 200, { message: 'This correction request has already been decided.' });
  assert.equal(
    await count(sql`SELECT count(*)::int AS n FROM dtr_manual_edits WHERE correction_request_id = ${id}`),
    1,
  );
});
