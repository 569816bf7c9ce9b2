import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { sql } from 'kysely';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { DEMO_PHOTOS_JOB, seedHrDemo, splitDemoName } from '../../src/modules/hr/demo/seed-hr-demo.ts';
import { generateDemoPhotos } from '../../src/modules/hr/demo/demo-photos-job.ts';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(async () => t.close());

test('demo names split into first, middle initial and last name', () => {
  assert.deepEqual(splitDemoName('Engr. Victor E. Panganiban'), {
    first: 'Victor',
    middleInitial: 'E',
    last: 'Panganiban',
  });
  assert.deepEqual(splitDemoName('Kristine Joy C. Reyes'), {
    first: 'Kristine Joy',
    middleInitial: 'C',
    last: 'Reyes',
  });
  assert.deepEqual(splitDemoName('Ramil J. Dela Cruz'), { first: 'Ramil', middleInitial: 'J', last: 'Dela Cruz' });
});

test('demo data: 300 valid employees across departments and branches, histories without overlaps, linked demo users, photos', async () => {
  const db = t.running.database.db;
  // The demo user 'hr.officer' exists (created as the demo seed would).
  const hrOfficer = await t.admin.post<{ user: { id: number } }>('/api/admin/users', {
    username: 'hr.officer',
    fullName: 'Maricel D. Villanueva',
    roles: ['Employee'],
    password: 'Staff#Pass2026',
  });
  assert.equal(hrOfficer.status, 201);
  await db.updateTable('users').set({ must_change_password: false }).where('id', '=', hrOfficer.body.user.id).execute();
  const logs: string[] = [];
  await seedHrDemo(db, (m) => logs.push(m));
  const count = await db
    .selectFrom('employees')
    .select(sql<number>`count(*)`.as('n'))
    .executeTakeFirstOrThrow();
  assert.equal(Number(count.n), 300);
  const spread = await db
    .selectFrom('employees')
    .select([sql<number>`count(DISTINCT department_id)`.as('d'), sql<number>`count(DISTINCT branch_code)`.as('b')])
    .executeTakeFirstOrThrow();
  assert.equal(Number(spread.d), 6);
  assert.ok(Number(spread.b) >= 8);
  const overlaps = await sql<{ n: number }>`
    SELECT count(*) AS n FROM employment_histories a JOIN employment_histories b
      ON a.employee_id = b.employee_id AND a.id < b.id
     AND a.date_from <= coalesce(b.date_to, '9999-12-31') AND b.date_from <= coalesce(a.date_to, '9999-12-31')`.execute(
    db,
  );
  assert.equal(Number(overlaps.rows[0]!.n), 0);
  const noSalary = await sql<{
    n: number;
  }>`SELECT count(*) AS n FROM employees e WHERE NOT EXISTS (SELECT 1 FROM salaries s WHERE s.employee_id = e.id)`.execute(
    db,
  );
  assert.equal(Number(noSalary.rows[0]!.n), 0);

  // Every seeded record passes the same validation the form and API use.
  const hr = new (t.admin.constructor as typeof import('../support/test-app.ts').TestClient)(t.running);
  await hr.login('hr.officer', 'Staff#Pass2026');
  const page = await hr.get<{ data: Record<string, unknown>[]; total: number }>('/api/isd/hr/Employees', {
    query: { itemsPerPage: 500 },
  });
  assert.equal(page.body.total, 300);
  const { employeeFieldsSchema } = await import('@ilaw/contracts/hr/employees/employee');
  for (const e of page.body.data) {
    const parsed = employeeFieldsSchema.safeParse(e);
    assert.ok(parsed.success, `${String(e['employeeId'])}: ${JSON.stringify(parsed.error?.issues)}`);
  }

  // The demo user sees their own numbers in 'Your Account'.
  const mine = await hr.get<{ employeeId: string | null; sssNo: string | null }>('/api/v2/user/dashboard');
  assert.ok(mine.body.employeeId);
  assert.match(mine.body.sssNo ?? '', /^\d{2}-\d{7}-\d$/);

  // Photos: the queued job makes a PNG per employee through the file store.
  const job = await db
    .selectFrom('jobs')
    .select(['id', 'payload'])
    .where('kind', '=', DEMO_PHOTOS_JOB)
    .executeTakeFirstOrThrow();
  const payload = job.payload as { employeeIds: number[] };
  assert.equal(payload.employeeIds.length, 300);
  const result = await generateDemoPhotos(
    {
      db,
      payload: { employeeIds: payload.employeeIds.slice(0, 5) },
      progress: { report: async () => {}, message: async () => {} },
    },
    t.running.services.files,
  );
  assert.equal(result.photos, 5);
  const img = await hr.get(`/api/isd/hr/Employees/${payload.employeeIds[0]}/image`);
  assert.equal(img.status, 200);
  assert.equal(img.headers['content-type'], 'image/png');

  // Running the seeder again adds nothing.
  await seedHrDemo(db, () => {});
  const again = await db
    .selectFrom('employees')
    .select(sql<number>`count(*)`.as('n'))
    .executeTakeFirstOrThrow();
  assert.equal(Number(again.n), 300);
});
