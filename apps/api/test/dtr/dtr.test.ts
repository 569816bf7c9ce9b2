// Time module through the HTTP API: device push, file upload, computation, scoping, manual edits,
// correction requests, the public lookup and the exports.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { createTestApp, type TestApp, type TestClient } from '../support/test-app.ts';

let t: TestApp;
let deptA: number;
let deptB: number;
let empA1: number;
let empA2: number;
let empB1: number;
let staffA: TestClient & { userId: number };
let monitorA: TestClient & { userId: number };
let hr: TestClient & { userId: number };
let manual: TestClient & { userId: number };

const MON = '2025-01-06';
const TUE = '2025-01-07';

function multipart(fields: Record<string, string>, file: { name: string; content: string }) {
  const boundary = '----ilawtest' + Math.random().toString(16).slice(2);
  const parts: string[] = [];
  for (const [k, v] of Object.entries(fields)) {
    parts.push(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`);
  }
  parts.push(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: text/plain\r\n\r\n${file.content}\r\n`,
  );
  parts.push(`--${boundary}--\r\n`);
  return {
    payload: Buffer.from(parts.join('')),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

before(async () => {
  t = await createTestApp();
  const db = t.running.database.db;
  deptA = (
    await db
      .insertInto('departments')
      .values({ code: 'TDA', name: 'Test Dept A' })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  deptB = (
    await db
      .insertInto('departments')
      .values({ code: 'TDB', name: 'Test Dept B' })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  staffA = await t.userWithRoles([], { departmentId: deptA });
  monitorA = await t.userWithRoles(['DepartmentDtrMonitoring'], { departmentId: deptA });
  hr = await t.userWithRoles(['Employee']);
  manual = await t.userWithRoles(['DtrManualInput']);
  const emp = async (no: string, last: string, dept: number, bio: string, userId: number | null) =>
    (
      await db
        .insertInto('employees')
        .values({
          employee_id: no,
          first_name: 'Test',
          last_name: last,
          department_id: dept,
          biometric_user_id: bio,
          birth_date: '1990-05-17',
          user_id: userId,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  empA1 = await emp('T-001', 'Alpha', deptA, '9001', staffA.userId);
  empA2 = await emp('T-002', 'Bravo', deptA, '9002', monitorA.userId);
  empB1 = await emp('T-003', 'Charlie', deptB, '9003', null);
});
after(async () => t.close());

test('device push: unregistered serial is refused and stores nothing', async () => {
  const anon = t.anonymous();
  const hs = await anon.get('/iclock/cdata', { query: { SN: 'NOPE', options: 'all' } });
  assert.equal(hs.status, 401);
  const post = await anon.request('POST', '/iclock/cdata', {
    query: { SN: 'NOPE', table: 'ATTLOG', Stamp: '9999' },
    payload: `9001\t${MON} 07:55:00\t0\t1\t0\t0\t0\n`,
    headers: { 'content-type': 'text/plain' },
    noXhrHeader: true,
  });
  assert.equal(post.status, 401);
  const n = await t.running.database.db
    .selectFrom('biometric_logs')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  assert.equal(Number(n.n), 0);
});

test('device push: a registered device hands shakes, uploads ATTLOG idempotently, polls', async () => {
  const reg = await hr.post<{ id: number }>('/api/v2/isd/hr/biometric-devices', {
    serialNumber: 'ZK-TEST-1',
    name: 'Gate',
  });
  assert.equal(reg.status, 201);
  const { pushKey } = (await hr.post<{ pushKey: string }>(`/api/v2/isd/hr/biometric-devices/${reg.body.id}/push-key`))
    .body;
  const anon = t.anonymous();
  const hs = await anon.get('/iclock/cdata', {
    query: { SN: 'ZK-TEST-1', options: 'all', pushver: '2.4.1', key: pushKey },
  });
  assert.equal(hs.status, 200);
  assert.match(String(hs.body), /GET OPTION FROM: ZK-TEST-1/);
  assert.match(String(hs.body), /ATTLOGStamp=/);
  const body = [
    `9001\t${MON} 07:55:10\t0\t1\t0\t0\t0`,
    `9001\t${MON} 12:01:00\t1\t1\t0\t0\t0`,
    `9001\t${MON} 12:58:00\t0\t1\t0\t0\t0`,
    `9001\t${MON} 17:03:00\t1\t1\t0\t0\t0`,
    `7777\t${MON} 08:00:00\t0\t1\t0\t0\t0`,
  ].join('\n');
  const push = (payload: string) =>
    anon.request('POST', '/iclock/cdata', {
      query: { SN: 'ZK-TEST-1', table: 'ATTLOG', Stamp: '1', key: pushKey },
      payload,
      headers: { 'content-type': 'application/octet-stream' },
      noXhrHeader: true,
    });
  const first = await push(body);
  assert.equal(first.status, 200);
  assert.equal(String(first.body), 'OK: 5');
  const again = await push(body);
  assert.equal(String(again.body), 'OK: 5');
  const db = t.running.database.db;
  const logs = await db.selectFrom('biometric_logs').selectAll().where('device_serial', '=', 'ZK-TEST-1').execute();
  assert.equal(logs.length, 5);
  assert.equal(logs.filter((l) => l.employee_id === empA1).length, 4);
  const unknown = await db
    .selectFrom('biometric_imports')
    .selectAll()
    .where('source', '=', 'push')
    .orderBy('id')
    .execute();
  assert.deepEqual(unknown[0]!.unknown_user_ids, ['7777']);
  assert.equal(unknown[1]!.inserted, 0);
  assert.equal(unknown[1]!.duplicates, 5);
  const poll = await anon.get('/iclock/getrequest', { query: { SN: 'ZK-TEST-1', key: pushKey } });
  assert.equal(String(poll.body), 'OK');
});

test('file upload: ZKTeco export and CSV, duplicates and bad lines reported', async () => {
  const zk = [
    `9002\t${MON} 08:31:00\t1\t0\t0`,
    `9002\t${MON} 12:00:00\t1\t1\t0`,
    `9002\t${MON} 16:30:00\t1\t1\t0`,
    'garbage line',
  ].join('\n');
  const m = multipart({ deviceSerial: 'ZK-TEST-1' }, { name: 'attlog.dat', content: zk });
  const res = await hr.request<{ inserted: number; duplicates: number; rejectedLines: { line: number }[] }>(
    'POST',
    '/api/v2/isd/hr/biometric-logs/import',
    m,
  );
  assert.equal(res.status, 201, JSON.stringify(res.body));
  assert.equal(res.body.inserted, 3);
  assert.deepEqual(
    res.body.rejectedLines.map((r) => r.line),
    [4],
  );
  const csv = multipart(
    {},
    {
      name: 'logs.csv',
      content: `UserId,Timestamp\n9003,${MON} 07:50:00\n9003,${MON} 17:10:00\n9003,${MON} 17:10:00\n`,
    },
  );
  const res2 = await hr.request<{ inserted: number; duplicates: number }>(
    'POST',
    '/api/v2/isd/hr/biometric-logs/import',
    csv,
  );
  assert.equal(res2.status, 201);
  assert.equal(res2.body.inserted, 2);
  assert.equal(res2.body.duplicates, 1);
  const bad = multipart({}, { name: 'x.csv', content: 'a,b\n1,2\n' });
  const res3 = await hr.request('POST', '/api/v2/isd/hr/biometric-logs/import', bad);
  assert.equal(res3.status, 400);
  // The platform's multipart reader validates the form field by the contract; the file is required.
  const badSerial = await hr.request<{ errors: Record<string, string[]> }>(
    'POST',
    '/api/v2/isd/hr/biometric-logs/import',
    multipart({ deviceSerial: 'ZK 1/2' }, { name: 'logs.csv', content: `UserId,Timestamp\n9003,${MON} 07:50:00\n` }),
  );
  assert.equal(badSerial.status, 400);
  assert.deepEqual(badSerial.body.errors['deviceSerial'], ['Letters, digits, - and _ only.']);
  const boundary = '----ilawnofile';
  const noFile = await hr.request<{ errors: Record<string, string[]> }>(
    'POST',
    '/api/v2/isd/hr/biometric-logs/import',
    {
      payload: Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="deviceSerial"\r\n\r\nZK-TEST-1\r\n--${boundary}--\r\n`,
      ),
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    },
  );
  assert.equal(noFile.status, 400);
  assert.ok(noFile.body.errors['file']);
  const noRole = await staffA.request(
    'POST',
    '/api/v2/isd/hr/biometric-logs/import',
    multipart({}, { name: 'a.csv', content: 'x' }),
  );
  assert.equal(noRole.status, 403);
});

test('compute and read: own DTR only, figures from the rules', async () => {
  const compute = await hr.put<{ employees: number; days: number }>(
    '/api/isd/hr/EmployeeDailyTimeRecord/ComputeDailyTimeRecord',
    { from: MON, to: TUE },
  );
  assert.equal(compute.status, 200, JSON.stringify(compute.body));
  assert.equal(compute.body.days, compute.body.employees * 2);
  const mine = await staffA.get<{
    employeeId: number;
    records: { dailyTimeRecordDate: string; amIn: string; tardyMinutes: number; absentDays: string }[];
  }>('/api/personal/DailyTimeRecord', { query: { from: MON, to: TUE } });
  assert.equal(mine.status, 200);
  assert.equal(mine.body.employeeId, empA1);
  assert.equal(mine.body.records[0]!.amIn, '07:55');
  assert.equal(mine.body.records[0]!.absentDays, '0');
  assert.equal(mine.body.records[1]!.absentDays, '1');
  const other = await monitorA.get<{
    records: { tardyMinutes: number; undertimeMinutes: number; absentDays: string; remarks: string }[];
  }>('/api/personal/DailyTimeRecord', { query: { from: MON, to: MON } });
  // 08:31 in (late 31), 12:00 out, 16:30 lone afternoon punch = PM out, no PM in.
  assert.equal(other.body.records[0]!.tardyMinutes, 31);
  assert.equal(other.body.records[0]!.absentDays, '0.5');
  const hrUser = await hr.get('/api/personal/DailyTimeRecord', { query: { from: MON, to: MON } });
  assert.equal(hrUser.status, 404);
  const badPeriod = await staffA.get<{ errors: Record<string, string[]> }>('/api/personal/DailyTimeRecord', {
    query: { from: TUE, to: MON },
  });
  assert.equal(badPeriod.status, 400);
  assert.ok(badPeriod.body.errors['to']);
});

test('department scoping: own department only; HR sees everyone', async () => {
  const list = await monitorA.get<{ data: { employeeId: number }[]; total: number }>(
    '/api/departments/DailyTimeRecords',
    {
      query: { from: MON, to: TUE, itemsPerPage: 100 },
    },
  );
  assert.equal(list.status, 200);
  assert.ok(list.body.total >= 4);
  assert.ok(list.body.data.every((r) => r.employeeId === empA1 || r.employeeId === empA2));
  const otherDept = await monitorA.get('/api/departments/DailyTimeRecords/GetDtr', {
    query: { from: MON, to: MON, employeeId: empB1 },
  });
  assert.equal(otherDept.status, 403);
  const namedOther = await monitorA.get('/api/departments/DailyTimeRecords', {
    query: { from: MON, to: MON, departmentId: deptB },
  });
  assert.equal(namedOther.status, 403);
  const ownDept = await monitorA.get('/api/departments/DailyTimeRecords/GetDtr', {
    query: { from: MON, to: MON, employeeId: empA1 },
  });
  assert.equal(ownDept.status, 200);
  const emps = await monitorA.get<{ id: number }[]>('/api/departments/DailyTimeRecords/GetEmployeeByDepartment');
  assert.deepEqual(emps.body.map((e) => e.id).sort(), [empA1, empA2].sort());
  const hrView = await hr.get<{ data: { employeeId: number }[] }>('/api/isd/hr/EmployeeDailyTimeRecord', {
    query: { from: MON, to: MON, itemsPerPage: 100 },
  });
  assert.ok(hrView.body.data.some((r) => r.employeeId === empB1));
  const staffDept = await staffA.get('/api/departments/DailyTimeRecords', { query: { from: MON, to: MON } });
  assert.equal(staffDept.status, 403);
});

test('manual edit: DtrManualInput only, kept beside the log punches, reported', async () => {
  const denied = await hr.put('/api/isd/hr/EmployeeDailyTimeRecord/UpdateDailyTimeRecord', {
    employeeId: empA2,
    recordDate: MON,
    pmIn: '13:00',
    reason: 'x',
  });
  assert.equal(denied.status, 403);
  const noReason = await manual.put('/api/isd/hr/EmployeeDailyTimeRecord/UpdateDailyTimeRecord', {
    employeeId: empA2,
    recordDate: MON,
    pmIn: '13:00',
    reason: '',
  });
  assert.equal(noReason.status, 400);
  const res = await manual.put<{
    pmIn: string;
    logPmIn: string | null;
    isManual: boolean;
    absentDays: string;
    tardyMinutes: number;
    undertimeMinutes: number;
  }>('/api/isd/hr/EmployeeDailyTimeRecord/UpdateDailyTimeRecord', {
    employeeId: empA2,
    recordDate: MON,
    pmIn: '13:00',
    reason: 'Forgot to log after lunch; confirmed by supervisor',
  });
  assert.equal(res.status, 200, JSON.stringify(res.body));
  assert.equal(res.body.pmIn, '13:00');
  assert.equal(res.body.logPmIn, null);
  assert.equal(res.body.isManual, true);
  assert.equal(res.body.absentDays, '0');
  assert.equal(res.body.tardyMinutes, 31);
  assert.equal(res.body.undertimeMinutes, 30);
  // Computing again keeps the manual edit.
  await hr.put('/api/isd/hr/EmployeeDailyTimeRecord/ComputeDailyTimeRecord', { from: MON, to: MON, employeeId: empA2 });
  const again = await hr.get<{ records: { pmIn: string; isManual: boolean }[] }>(
    '/api/isd/hr/EmployeeDailyTimeRecord/GetRangedEmployeeDtr',
    {
      query: { from: MON, to: MON, employeeId: empA2 },
    },
  );
  assert.equal(again.body.records[0]!.pmIn, '13:00');
  const report = await hr.get('/api/v2/isd/hr/daily-time-record/departments/manual-input/summary/report', {
    query: { from: MON, to: MON },
  });
  assert.equal(report.status, 200);
  assert.equal(report.raw.subarray(0, 2).toString(), 'PK');
  assert.match(String(report.headers['content-disposition']), /DTR-Manual-Input-2025-01-06-to-2025-01-06\.xlsx/);
});

test('correction request: employee asks, own department approves, day changes', async () => {
  const ask = await staffA.put<{ id: number; status: number }>('/api/personal/DailyTimeRecord/UpdateDailyTimeRecord', {
    recordDate: TUE,
    amIn: '08:00',
    amOut: '12:00',
    pmIn: '13:00',
    pmOut: '17:00',
    reason: 'Device was down',
  });
  assert.equal(ask.status, 200, JSON.stringify(ask.body));
  assert.equal(ask.body.status, 0);
  const dup = await staffA.put('/api/personal/DailyTimeRecord/UpdateDailyTimeRecord', {
    recordDate: TUE,
    amIn: '08:00',
    reason: 'again',
  });
  assert.equal(dup.status, 409);
  const pending = await monitorA.get<{ id: number }[]>('/api/v2/departments/daily-time-record/correction-requests', {
    query: { status: 0 },
  });
  assert.ok(pending.body.some((r) => r.id === ask.body.id));
  const approve = await monitorA.put<{ status: number }>('/api/departments/DailyTimeRecords/UpdateDailyTimeRecord', {
    correctionRequestId: ask.body.id,
    approve: true,
  });
  assert.equal(approve.status, 200, JSON.stringify(approve.body));
  assert.equal(approve.body.status, 1);
  const twice = await monitorA.put('/api/departments/DailyTimeRecords/UpdateDailyTimeRecord', {
    correctionRequestId: ask.body.id,
    approve: false,
  });
  assert.equal(twice.status, 409);
  const day = await staffA.get<{ records: { absentDays: string; isManual: boolean; amIn: string }[] }>(
    '/api/personal/DailyTimeRecord',
    {
      query: { from: TUE, to: TUE },
    },
  );
  assert.equal(day.body.records[0]!.absentDays, '0');
  assert.equal(day.body.records[0]!.isManual, true);
});

test('public request lookup: Employee ID and date of birth, nothing else, rate-limited', async () => {
  const anon = t.anonymous();
  const ok = await anon.get<{ logTime: string; employeeId: number }[]>('/api/requests/BiometricLogs', {
    query: { employeeId: 'T-001', birthDate: '1990-05-17', from: MON, to: MON },
    ip: '10.9.9.1',
  });
  assert.equal(ok.status, 200);
  assert.equal(ok.body.length, 4);
  assert.ok(ok.body.every((l) => l.employeeId === empA1));
  const dtr = await anon.get<{ employeeId: number }>('/api/requests/DailyTimeRecord', {
    query: { employeeId: 't-001', birthDate: '1990-05-17', from: MON, to: TUE },
    ip: '10.9.9.1',
  });
  assert.equal(dtr.body.employeeId, empA1);
  for (let i = 0; i < 5; i += 1) {
    const wrong = await anon.get('/api/requests/DailyTimeRecord', {
      query: { employeeId: 'T-003', birthDate: '1990-01-01', from: MON, to: MON },
      ip: '10.8.0.1',
    });
    assert.equal(wrong.status, 400);
  }
  const limited = await anon.get('/api/requests/DailyTimeRecord', {
    query: { employeeId: 'T-003', birthDate: '1990-05-17', from: MON, to: MON },
    ip: '10.8.0.1',
  });
  assert.equal(limited.status, 429);
  // Not a lockout: the employee elsewhere still gets in (auth/throttling.test.ts has the rest).
  const elsewhere = await anon.get('/api/requests/DailyTimeRecord', {
    query: { employeeId: 'T-003', birthDate: '1990-05-17', from: MON, to: MON },
    ip: '10.8.1.1',
  });
  assert.equal(elsewhere.status, 200);
});

test('department summary export is a real workbook', async () => {
  const res = await hr.get('/api/v2/isd/hr/daily-time-record/departments/summary', {
    query: { from: MON, to: TUE, departmentId: deptA },
  });
  assert.equal(res.status, 200);
  const ExcelJS = (await import('exceljs')).default;
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(res.raw as unknown as ArrayBuffer);
  const ws = wb.getWorksheet('TDA')!;
  const names = [4, 5].map((r) => String(ws.getRow(r).getCell(2).value));
  assert.ok(names.some((n) => n.startsWith('Alpha')));
  assert.ok(names.some((n) => n.startsWith('Bravo')));
  // The department monitor gets their own department's sheet only, and cannot name another.
  const own = await monitorA.get('/api/v2/isd/hr/daily-time-record/departments/summary', {
    query: { from: MON, to: TUE },
  });
  assert.equal(own.status, 200);
  const ownWb = new ExcelJS.Workbook();
  await ownWb.xlsx.load(own.raw as unknown as ArrayBuffer);
  assert.deepEqual(
    ownWb.worksheets.map((w) => w.name),
    ['TDA'],
  );
  const other = await monitorA.get('/api/v2/isd/hr/daily-time-record/departments/summary', {
    query: { from: MON, to: TUE, departmentId: deptB },
  });
  assert.equal(other.status, 403);
  const staff = await staffA.get('/api/v2/isd/hr/daily-time-record/departments/summary', {
    query: { from: MON, to: TUE },
  });
  assert.equal(staff.status, 403);
});

test('options: work schedules include the default schedule', async () => {
  const res = await staffA.get<{ isDefault: boolean }[]>('/api/options/WorkSchedules');
  assert.equal(res.status, 200);
  assert.ok(res.body.some((s) => s.isDefault));
});

test('an approved half-day leave covers one missing half of the day, not the whole day', async () => {
  const db = t.running.database.db;
  const recompute = () =>
    hr.put('/api/isd/hr/EmployeeDailyTimeRecord/ComputeDailyTimeRecord', { from: MON, to: MON, employeeId: empB1 });
  const day = () =>
    db
      .selectFrom('daily_time_records')
      .select(['absent_days', 'remarks'])
      .where('employee_id', '=', empB1)
      .where('record_date', '=', MON)
      .executeTakeFirstOrThrow();
  // Charlie punched 07:50 and 17:10 only: both halves incomplete, one day absent.
  await recompute();
  assert.equal(Number((await day()).absent_days), 1);

  const vl = await db.selectFrom('leave_types').select('id').where('code', '=', 'VL').executeTakeFirstOrThrow();
  const fy = await db
    .insertInto('fiscal_years')
    .values({ year: 2025, name: 'FY 2025', start_date: '2025-01-01', end_date: '2025-12-31', is_active: false })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('leave_applications')
    .values({
      employee_id: empB1,
      leave_type_id: vl.id,
      fiscal_year_id: fy.id,
      date_from: MON,
      date_to: MON,
      days: '0.5',
      reason: 'Afternoon errand',
      status: 1,
    })
    .execute();
  await recompute();
  const after = await day();
  assert.equal(Number(after.absent_days), 0.5);
  assert.match(after.remarks, /Vacation Leave \(half day\)/);
});
