import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { FiscalYear } from '@ilaw/contracts/reference/fiscal-years';
import { createTestApp, type TestApp } from '../support/test-app.ts';

type ErrorBody = { errors: Record<string, string[]> };
let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(async () => t.close());

test('branches carry the codes of SPEC.md', async () => {
  const u = await t.userWithRoles([]);
  const res = await u.get<{ code: number; key: string }[]>('/api/Branches');
  assert.deepEqual(
    res.body.map((b) => `${b.key} ${b.code}`),
    [
      'SanJose 5',
      'Magsaysay 10',
      'Rizal 15',
      'Calintaan 20',
      'Sablayan 25',
      'Mamburao 30',
      'Paluan 35',
      'StaCruz 40',
      'Abra 45',
    ],
  );
});

test('departments: the six are seeded; Admin adds and edits; duplicates are 409', async () => {
  const list = await t.admin.get<{ code: string }[]>('/api/v2/admin/departments');
  assert.deepEqual(
    list.body.map((d) => d.code),
    ['CPD', 'FSD', 'IAD', 'ISD', 'OGM', 'TSD'],
  );
  const created = await t.admin.post<{ id: number; code: string }>('/api/v2/admin/departments', {
    code: 'GSD',
    name: 'General Services',
  });
  assert.equal(created.status, 201);
  const dup = await t.admin.post<ErrorBody>('/api/v2/admin/departments', { code: 'GSD', name: 'Again' });
  assert.equal(dup.status, 409);
  const bad = await t.admin.post<ErrorBody>('/api/v2/admin/departments', { code: 'g', name: '' });
  assert.equal(bad.status, 400);
  assert.deepEqual(bad.body.errors['name'], ['This field is required.']);
  const edited = await t.admin.put<{ name: string }>(`/api/v2/admin/departments/${created.body.id}`, {
    code: 'GSD',
    name: 'General Services Division',
  });
  assert.equal(edited.body.name, 'General Services Division');
  const u = await t.userWithRoles([]);
  assert.equal((await u.post('/api/v2/admin/departments', { code: 'ZZZ', name: 'Z' })).status, 403);
});

test('fiscal years: current year seeded active, one active at a time, no past years', async () => {
  const year = Number(
    new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Manila', year: 'numeric' }).format(new Date()),
  );
  const list = await t.admin.get<{ data: FiscalYear[]; total: number }>('/api/FiscalYears');
  assert.equal(list.body.total, 1);
  assert.equal(list.body.data[0]?.year, year);
  assert.equal(list.body.data[0]?.isActive, true);

  const past = await t.admin.post<ErrorBody>('/api/FiscalYears', {
    year: year - 1,
    startDate: `${year - 1}-01-01`,
    endDate: `${year - 1}-12-31`,
  });
  assert.equal(past.status, 400);
  assert.deepEqual(past.body.errors['year'], ['The year cannot be in the past.']);

  const order = await t.admin.post<ErrorBody>('/api/FiscalYears', {
    year: year + 1,
    startDate: `${year + 1}-12-31`,
    endDate: `${year + 1}-01-01`,
  });
  assert.equal(order.status, 400);
  assert.ok(order.body.errors['endDate']);

  const next = await t.admin.post<FiscalYear>('/api/FiscalYears', {
    year: year + 1,
    startDate: `${year + 1}-01-01`,
    endDate: `${year + 1}-12-31`,
    isActive: true,
  });
  assert.equal(next.status, 201);
  const options = await t.admin.get<FiscalYear[]>('/api/options/FiscalYears');
  assert.deepEqual(
    options.body.filter((f) => f.isActive).map((f) => f.year),
    [year + 1],
  );

  const dup = await t.admin.post<ErrorBody>('/api/FiscalYears', {
    year: year + 1,
    startDate: `${year + 1}-01-01`,
    endDate: `${year + 1}-12-31`,
  });
  assert.equal(dup.status, 409);

  const current = options.body.find((f) => f.year === year);
  const back = await t.admin.put<FiscalYear>(`/api/FiscalYears/${current?.id}`, {
    year,
    startDate: `${year}-01-01`,
    endDate: `${year}-12-31`,
    isActive: true,
  });
  assert.equal(back.body.isActive, true);
  const after2 = await t.admin.get<FiscalYear[]>('/api/options/FiscalYears');
  assert.deepEqual(
    after2.body.filter((f) => f.isActive).map((f) => f.year),
    [year],
  );
});

test('dashboard cards follow roles; the personal summary is empty until HR links an employee', async () => {
  const adminCards = await t.admin.get<{ key: string; count: number }[]>('/api/DashboardController');
  assert.ok(adminCards.body.some((c) => c.key === 'active-users' && c.count >= 1));
  const u = await t.userWithRoles([]);
  const cards = await u.get<{ key: string }[]>('/api/DashboardController');
  assert.ok(!cards.body.some((c) => c.key === 'active-users'), 'admin cards are not shown to others');

  const empty = await u.get<Record<string, string | null>>('/api/v2/user/dashboard');
  assert.deepEqual(empty.body, {
    employeeId: null,
    sssNo: null,
    pagIbigNo: null,
    philHealthNo: null,
    hmoNo: null,
    tinNo: null,
  });
  await t.running.database.db
    .insertInto('employees')
    .values({
      employee_id: 'E-0420',
      user_id: u.userId,
      first_name: 'Ana',
      last_name: 'Reyes',
      sss_no: '34-1234567-8',
      tin_no: '123-456-789-000',
    })
    .execute();
  const linked = await u.get<Record<string, string | null>>('/api/v2/user/dashboard');
  assert.equal(linked.body['employeeId'], 'E-0420');
  assert.equal(linked.body['sssNo'], '34-1234567-8');
  assert.equal(linked.body['tinNo'], '123-456-789-000');
  const me = await u.get<{ employeeId: string }>('/api/auth/user');
  assert.equal(me.body.employeeId, 'E-0420');
});

test('teams: listed for everyone signed in, kept by Admin, names unique', async () => {
  const created = await t.admin.post<{ id: number; branchName: string; members: string[] }>('/api/v2/admin/teams', {
    name: 'Line Crew Alpha',
    branchCode: 25,
    leaderName: 'Ramil Dela Cruz',
    members: ['Jun Santos', 'Boyet Reyes'],
  });
  assert.equal(created.status, 201);
  assert.equal(created.body.branchName, 'Sablayan');
  const dup = await t.admin.post<ErrorBody>('/api/v2/admin/teams', { name: 'line crew alpha' });
  assert.equal(dup.status, 409);
  const badBranch = await t.admin.post<ErrorBody>('/api/v2/admin/teams', { name: 'Crew B', branchCode: 99 });
  assert.deepEqual(badBranch.body.errors['branchCode'], ['The branch does not exist.']);
  const edited = await t.admin.put<{ members: string[]; isActive: boolean }>(`/api/v2/admin/teams/${created.body.id}`, {
    name: 'Line Crew Alpha',
    branchCode: 25,
    members: ['Jun Santos'],
    isActive: false,
  });
  assert.deepEqual(edited.body.members, ['Jun Santos']);
  const u = await t.userWithRoles([]);
  const list = await u.get<{ name: string; isActive: boolean }[]>('/api/tsd/Teams');
  assert.deepEqual(
    list.body.map((x) => [x.name, x.isActive]),
    [['Line Crew Alpha', false]],
  );
  assert.equal((await u.post('/api/v2/admin/teams', { name: 'Crew C' })).status, 403);
  const history = await t.admin.get<{ action: string }[]>(`/api/v2/audit/team/${created.body.id}`);
  assert.deepEqual(
    history.body.map((h) => h.action),
    ['created', 'updated'],
  );
});

test('payroll options list payroll headers, latest first, for Payroll and HR', async () => {
  await t.running.database.db
    .insertInto('payrolls')
    .values([
      { name: 'November 1-15', period_start: '2026-11-01', period_end: '2026-11-15' },
      { name: 'October 16-31', period_start: '2026-10-16', period_end: '2026-10-31' },
    ])
    .execute();
  const p = await t.userWithRoles(['Payroll']);
  const res = await p.get<{ name: string; status: string }[]>('/api/options/Payrolls');
  assert.deepEqual(
    res.body.map((x) => x.name),
    ['November 1-15', 'October 16-31'],
  );
  assert.equal(res.body[0]?.status, 'Draft');
  const other = await t.userWithRoles(['Teller']);
  assert.equal((await other.get('/api/options/Payrolls')).status, 403);
});
