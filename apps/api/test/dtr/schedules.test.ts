// Work schedules through the API: a schedule assigned from a date is what the DTR counts with from
// that date on, days already stored are recomputed at once, and the sheet's official hours (Form 48)
// are the schedule's times and working days.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { createTestApp, type TestApp, type TestClient } from '../support/test-app.ts';

let t: TestApp;
let hr: TestClient;
let emp: number;

// January 2025: the 6th is a Monday, the 8th a Wednesday.
const MON = '2025-01-06';
const WED = '2025-01-08';

interface Sheet {
  scheduleName: string | null;
  officialHours: Record<string, string | boolean | null> | null;
  records: { dailyTimeRecordDate: string; tardyMinutes: number; id: number }[];
}

before(async () => {
  t = await createTestApp();
  hr = await t.userWithRoles(['Employee']);
  const db = t.running.database.db;
  emp = (
    await db
      .insertInto('employees')
      .values({ employee_id: 'WS-1', first_name: 'Wena', last_name: 'Santos', biometric_user_id: '7101' })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  // 08:40 arrivals on Monday and Wednesday.
  await db
    .insertInto('biometric_logs')
    .values(
      [MON, WED].flatMap((d) =>
        ['08:40', '12:00', '13:00', '17:00'].map((time) => ({
          device_serial: 'FILE-UPLOAD',
          biometric_user_id: '7101',
          employee_id: emp,
          log_date: d,
          log_time: time,
        })),
      ),
    )
    .execute();
});
after(async () => t.close());

const sheet = async () => {
  const r = await hr.get<Sheet>('/api/isd/hr/EmployeeDailyTimeRecord/GetRangedEmployeeDtr', {
    query: { employeeId: emp, from: MON, to: WED },
  });
  assert.equal(r.status, 200, JSON.stringify(r.body));
  return r.body;
};
const tardy = (s: Sheet, date: string) => s.records.find((r) => r.dailyTimeRecordDate === date)?.tardyMinutes;

test('an assigned schedule counts from its date on, stored days follow it, the sheet prints its hours', async () => {
  const compute = await hr.put('/api/isd/hr/EmployeeDailyTimeRecord/ComputeDailyTimeRecord', {
    from: MON,
    to: WED,
    employeeId: emp,
  });
  assert.equal(compute.status, 200);
  const before = await sheet();
  // The default schedule: 08:00 with 15 minutes' grace, Monday to Friday.
  assert.equal(tardy(before, MON), 40);
  assert.equal(tardy(before, WED), 40);
  assert.ok(
    before.records.every((r) => r.id > 0),
    'the days are stored',
  );
  assert.deepEqual(before.officialHours, {
    isContinuous: false,
    amIn: '08:00',
    amOut: '12:00',
    pmIn: '13:00',
    pmOut: '17:00',
    workingDays: '12345',
  });

  const created = await hr.post<{ id: number }>('/api/v2/isd/hr/work-schedules', {
    name: 'Nine to five',
    isContinuous: false,
    amIn: '09:00',
    amOut: '12:00',
    pmIn: '13:00',
    pmOut: '17:00',
    graceMinutes: 0,
    workingDays: '123456',
    isActive: true,
  });
  assert.equal(created.status, 201, JSON.stringify(created.body));
  const assigned = await hr.post('/api/v2/isd/hr/work-schedule-assignments', {
    employeeId: emp,
    workScheduleId: created.body.id,
    effectiveFrom: WED,
  });
  assert.equal(assigned.status, 201, JSON.stringify(assigned.body));

  // No recomputation asked for: Monday keeps the default schedule, Wednesday is on time.
  const after = await sheet();
  assert.equal(tardy(after, MON), 40);
  assert.equal(tardy(after, WED), 0);
  assert.ok(
    after.records.every((r) => r.id > 0),
    'still the stored days',
  );
  assert.equal(after.scheduleName, 'Nine to five');
  assert.deepEqual(after.officialHours, {
    isContinuous: false,
    amIn: '09:00',
    amOut: '12:00',
    pmIn: '13:00',
    pmOut: '17:00',
    workingDays: '123456',
  });
});

test('a holiday added or removed recomputes the days already stored on that date', async () => {
  const db = t.running.database.db;
  // Friday: no logs, a stored absence.
  const FRI = '2025-01-10';
  await hr.put('/api/isd/hr/EmployeeDailyTimeRecord/ComputeDailyTimeRecord', { from: FRI, to: FRI, employeeId: emp });
  const stored = () =>
    db
      .selectFrom('daily_time_records')
      .select(['day_type', 'absent_days'])
      .where('employee_id', '=', emp)
      .where('record_date', '=', FRI)
      .executeTakeFirstOrThrow();
  assert.equal(Number((await stored()).absent_days), 1);
  const added = await hr.post<{ id: number }>('/api/v2/isd/hr/holidays', {
    holidayDate: FRI,
    name: 'Town fiesta',
    kind: 'SpecialNonWorking',
  });
  assert.equal(added.status, 201, JSON.stringify(added.body));
  const holiday = await stored();
  assert.equal(holiday.day_type, 'Holiday');
  assert.equal(Number(holiday.absent_days), 0);
  assert.equal((await hr.delete(`/api/v2/isd/hr/holidays/${added.body.id}`)).status, 204);
  assert.equal(Number((await stored()).absent_days), 1);
});
