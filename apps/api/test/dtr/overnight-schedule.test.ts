// A schedule crossing midnight through the API (decision 020): a continuous 22:00-06:00 shift can be
// recorded (a shift of no length cannot), its morning logs count to the day the shift started (the
// next day keeps only its own evening), stored and read back as the wall clock, and the payroll pays
// its night differential (decision 065).
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { SHIFT_WITHOUT_LENGTH } from '@ilaw/contracts/dtr/work-schedules/work-schedule';
import { listPayrollTypesEndpoint } from '@ilaw/contracts/payroll/payroll-types/list-payroll-types';
import { createPayrollEndpoint } from '@ilaw/contracts/payroll/payrolls/create-payroll';
import { generatePayrollEndpoint } from '@ilaw/contracts/payroll/payrolls/generate-payroll';
import { listPayrollEmployeesEndpoint } from '@ilaw/contracts/payroll/payrolls/list-payroll-employees';
import { sql } from 'kysely';
import { employeeWithSalary } from '../payroll/payroll-support.ts';
import { createTestApp, type TestApp, type TestClient } from '../support/test-app.ts';

let t: TestApp;
let hr: TestClient;
let clerk: TestClient;
let emp: number;
let dept: number;

// March 2026: the 2nd is a Monday.
const MON = '2026-03-02';
const TUE = '2026-03-03';
const WED = '2026-03-04';

interface Sheet {
  records: {
    dailyTimeRecordDate: string;
    amIn: string | null;
    pmOut: string | null;
    tardyMinutes: number;
    undertimeMinutes: number;
    absentDays: string;
    id: number;
  }[];
}

const schedule = (over: Record<string, unknown> = {}) => ({
  name: 'Night shift 22:00-06:00',
  isContinuous: true,
  amIn: '22:00',
  pmOut: '06:00',
  graceMinutes: 0,
  workingDays: '12345',
  ...over,
});

before(async () => {
  t = await createTestApp();
  hr = await t.userWithRoles(['Employee']);
  clerk = await t.userWithRoles(['Payroll']);
  const db = t.running.database.db;
  dept = (
    await db
      .insertInto('departments')
      .values({ code: 'NGT', name: 'Night Shift' })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  emp = await employeeWithSalary(
    t,
    hr,
    { employeeId: 'NGT-001', firstName: 'Nora', lastName: 'Gabi', departmentId: dept, biometricUserId: '7301' },
    { salaryType: 0, amount: '26100.00', effectiveDate: '2026-01-01' },
  );
  // Monday night to Tuesday morning, Tuesday night (in late) to Wednesday morning (out early).
  for (const [d, time] of [
    [MON, '21:58'],
    [TUE, '06:01'],
    [TUE, '22:10'],
    [WED, '05:30'],
  ] as const) {
    await sql`INSERT INTO biometric_logs (device_serial, biometric_user_id, log_date, log_time, employee_id)
      VALUES ('TEST', '7301', ${d}::date, ${time}::time, ${emp})`.execute(db);
  }
});
after(async () => t.close());

test('a continuous shift may end the next day; one of no length is refused', async () => {
  const same = await hr.post<{ errors: Record<string, string[]> }>(
    '/api/v2/isd/hr/work-schedules',
    schedule({ name: 'Nothing', pmOut: '22:00' }),
  );
  assert.equal(same.status, 400);
  assert.deepEqual(same.body.errors['pmOut'], [SHIFT_WITHOUT_LENGTH]);
  const split = await hr.post('/api/v2/isd/hr/work-schedules', {
    ...schedule({ name: 'Split overnight', isContinuous: false }),
    amIn: '18:00',
    amOut: '22:00',
    pmIn: '23:00',
    pmOut: '03:00',
  });
  assert.equal(split.status, 400);
});

test('the morning logs count to the day the shift started, read back as the wall clock', async () => {
  const created = await hr.post<{ id: number }>('/api/v2/isd/hr/work-schedules', schedule());
  assert.equal(created.status, 201, JSON.stringify(created.body));
  const assigned = await hr.post('/api/v2/isd/hr/work-schedule-assignments', {
    employeeId: emp,
    workScheduleId: created.body.id,
    effectiveFrom: MON,
  });
  assert.equal(assigned.status, 201, JSON.stringify(assigned.body));
  const compute = await hr.put('/api/isd/hr/EmployeeDailyTimeRecord/ComputeDailyTimeRecord', {
    from: MON,
    to: WED,
    employeeId: emp,
  });
  assert.equal(compute.status, 200, JSON.stringify(compute.body));
  const r = await hr.get<Sheet>('/api/isd/hr/EmployeeDailyTimeRecord/GetRangedEmployeeDtr', {
    query: { employeeId: emp, from: MON, to: WED },
  });
  assert.equal(r.status, 200, JSON.stringify(r.body));
  const rows = r.body.records.map((d) => [
    d.dailyTimeRecordDate,
    d.amIn,
    d.pmOut,
    d.tardyMinutes,
    d.undertimeMinutes,
    d.absentDays,
  ]);
  assert.deepEqual(rows, [
    [MON, '21:58', '06:01', 0, 0, '0'],
    [TUE, '22:10', '05:30', 10, 30, '0'],
    // Wednesday's 05:30 is Tuesday's; Wednesday night has no logs (yet): absent.
    [WED, null, null, 0, 0, '1'],
  ]);
  assert.ok(
    r.body.records.every((d) => d.id > 0),
    'the days are stored',
  );
});

test('the payroll pays the night differential of the overnight shifts', async () => {
  const type = (await clerk.call(listPayrollTypesEndpoint)).find((x) => x.name === 'Regular payroll, 1st half')!;
  const p = await clerk.call(createPayrollEndpoint, {
    body: {
      name: 'Night shift, March 2026 1st half',
      payrollTypeId: type.id,
      periodStart: '2026-03-01',
      periodEnd: '2026-03-15',
      payDate: '2026-03-15',
      departmentId: dept,
      employeeStatus: null,
      employmentType: null,
      remarks: null,
    },
  });
  await clerk.call(generatePayrollEndpoint, { params: { id: p.id } });
  await t.running.services.jobs.drain();
  const line = (await clerk.call(listPayrollEmployeesEndpoint, { params: { id: p.id }, query: {} })).data[0]!;
  // Monday 22:00-06:00 (480) and Tuesday 22:10-05:30 (440).
  assert.equal(line.timeSummary.nightMinutes, 920);
  const night = line.items.find((i) => i.code === 'night')!;
  assert.match(night.basis, /^920 minutes between 22:00 and 06:00/);
});
