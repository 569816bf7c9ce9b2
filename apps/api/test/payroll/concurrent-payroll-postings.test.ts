// Payroll postings under concurrency (ARCHITECTURE.md): twenty identical payrolls or table entries
// post once; twenty generate requests queue one job; two generations running at once leave the
// lines of exactly one (the payroll's lock), never duplicates; twenty submissions open one
// sign-off request and twenty final approvals at once post the payroll once. Real overlap needs PostgreSQL
// (TEST_DATABASE_URL); on PGlite the same assertions hold with the requests one after another.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { createStatutoryTableEndpoint } from '@ilaw/contracts/payroll/statutory-tables/create-statutory-table';
import { STATUTORY_SAME_ENTRY } from '@ilaw/contracts/payroll/statutory-tables/statutory-table';
import { createPayrollEndpoint } from '@ilaw/contracts/payroll/payrolls/create-payroll';
import { PAYROLL_SAME_PERIOD } from '@ilaw/contracts/payroll/payrolls/payroll';
import { listPayrollTypesEndpoint } from '@ilaw/contracts/payroll/payroll-types/list-payroll-types';
import { submitPayrollEndpoint } from '@ilaw/contracts/payroll/payrolls/submit-payroll';
import { Decimal } from 'decimal.js';
import { sql } from 'kysely';
import { generateLines } from '../../src/modules/payroll/payrolls/generation.ts';
import { TIMES, assertPostedOnce, statusCounts, together } from '../support/concurrency.ts';
import { createTestApp, type TestApp, type TestClient } from '../support/test-app.ts';
import { generatePayrollEndpoint } from '@ilaw/contracts/payroll/payrolls/generate-payroll';
import { PAYROLL_NOT_DRAFT } from '@ilaw/contracts/payroll/payrolls/payroll';
import { employeeWithSalary, punch } from './payroll-support.ts';

let t: TestApp;
let clerk: TestClient;
let typeId: number;
let dept: number;

before(async () => {
  t = await createTestApp();
  clerk = await t.userWithRoles(['Payroll']);
  const hr = await t.userWithRoles(['Employee']);
  const db = t.running.database.db;
  dept = (
    await db
      .insertInto('departments')
      .values({ code: 'CONC', name: 'Concurrency' })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  for (let i = 0; i < 6; i += 1) {
    const id = await employeeWithSalary(
      t,
      hr,
      { employeeId: `CONC-${i}`, firstName: `E${i}`, lastName: `Worker${i}`, departmentId: dept },
      { salaryType: i % 2, amount: i % 2 ? '650.00' : `${20000 + i * 1000}.00`, effectiveDate: '2026-01-01' },
    );
    await punch(t, id, ['2026-03-02', '2026-03-03', '2026-03-04']);
  }
  typeId = (await clerk.call(listPayrollTypesEndpoint)).find((x) => x.name === 'Regular payroll, 2nd half')!.id;
});
after(async () => t.close());

const body = (name: string, start: string, end: string) => ({
  name,
  payrollTypeId: typeId,
  periodStart: start,
  periodEnd: end,
  payDate: end,
  departmentId: dept,
  employeeStatus: 1,
  employmentType: null,
  remarks: null,
});
const count = async (q: ReturnType<typeof sql<{ n: number }>>) =>
  (await q.execute(t.running.database.db)).rows[0]?.n ?? -1;

test('twenty clerks creating the same payroll create one; the rest are told it exists', async () => {
  const responses = await together(TIMES, (i) =>
    clerk.post(createPayrollEndpoint.path, body(`Feb cut-off ${i}`, '2026-02-16', '2026-02-28')),
  );
  assertPostedOnce(responses, 201, { message: PAYROLL_SAME_PERIOD });
  assert.equal(await count(sql`SELECT count(*)::int AS n FROM payrolls WHERE period_start = '2026-02-16'`), 1);
});

test('twenty identical statutory entries post once', async () => {
  const entry = {
    kind: 'other-benefits-ceiling',
    effectiveFrom: '2030-01-01',
    source: 'Concurrency test',
    remarks: null,
    body: { amount: '100000.00' },
  };
  const responses = await together(TIMES, () => clerk.post(createStatutoryTableEndpoint.path, entry));
  assertPostedOnce(responses, 201, { message: STATUTORY_SAME_ENTRY });
  assert.equal(
    await count(sql`SELECT count(*)::int AS n FROM payroll_statutory_tables WHERE effective_from = '2030-01-01'`),
    1,
  );
});

test('twenty generate requests at once queue one job; it makes one line per employee', async () => {
  const payroll = await clerk.call(createPayrollEndpoint, { body: body('March cut-off', '2026-03-01', '2026-03-15') });
  const responses = await together(TIMES, () =>
    clerk.post<{ jobId: string }>(`/api/v2/isd/hr/payrolls/${payroll.id}/generate`),
  );
  assert.deepEqual(statusCounts(responses), { 202: TIMES });
  assert.equal(new Set(responses.map((r) => r.body.jobId)).size, 1);
  assert.equal(
    await count(
      sql`SELECT count(*)::int AS n FROM jobs WHERE kind = 'payroll.generate' AND (payload->>'payrollId')::int = ${payroll.id}`,
    ),
    1,
  );
  await t.running.services.jobs.drain();
  assert.equal(await count(sql`SELECT count(*)::int AS n FROM payroll_lines WHERE payroll_id = ${payroll.id}`), 6);
});

test('two generations running at once leave the lines of one of them, and totals that match', async () => {
  const payroll = await clerk.call(createPayrollEndpoint, {
    body: body('March 2nd cut-off', '2026-03-16', '2026-03-31'),
  });
  const quiet = { report: async () => {}, message: async () => {} };
  const runs = await Promise.allSettled(
    Array.from({ length: 4 }, () =>
      generateLines(t.running.database.db, payroll.id, { userId: null, name: null }, quiet),
    ),
  );
  // Under the payroll's lock they run one after another, each replacing the last: none fails.
  assert.deepEqual(
    runs.map((r) => r.status),
    ['fulfilled', 'fulfilled', 'fulfilled', 'fulfilled'],
    JSON.stringify(runs),
  );
  const db = t.running.database.db;
  const lines = await db
    .selectFrom('payroll_lines')
    .select(['employee_id', 'net_pay', 'created_at'])
    .where('payroll_id', '=', payroll.id)
    .execute();
  assert.equal(lines.length, 6);
  assert.equal(new Set(lines.map((l) => l.employee_id)).size, 6);
  // One generation's lines: written in one statement, one transaction.
  assert.equal(new Set(lines.map((l) => l.created_at.getTime())).size, 1);
  const header = await db
    .selectFrom('payrolls')
    .select(['total_net', 'employee_count'])
    .where('id', '=', payroll.id)
    .executeTakeFirstOrThrow();
  assert.equal(header.employee_count, 6);
  assert.equal(header.total_net, lines.reduce((s, l) => s.plus(l.net_pay), new Decimal(0)).toFixed(2));
});

test('twenty submissions at once open one sign-off request; twenty final approvals at once post it once', async () => {
  const db = t.running.database.db;
  const payroll = await clerk.call(createPayrollEndpoint, { body: body('April cut-off', '2026-04-01', '2026-04-15') });
  await clerk.call(generatePayrollEndpoint, { params: { id: payroll.id } });
  await t.running.services.jobs.drain();
  const submissions = await together(TIMES, () =>
    clerk.post(submitPayrollEndpoint.path.replace('{id}', String(payroll.id))),
  );
  assertPostedOnce(submissions, 200, { message: PAYROLL_NOT_DRAFT });
  assert.equal(
    await count(
      sql`SELECT count(*)::int AS n FROM approval_requests WHERE document_type = 'payroll.payroll' AND document_id = ${payroll.id}`,
    ),
    1,
  );
  const requestId = (
    await db
      .selectFrom('approval_requests')
      .select('id')
      .where('document_type', '=', 'payroll.payroll')
      .where('document_id', '=', payroll.id)
      .executeTakeFirstOrThrow()
  ).id;
  // Steps 1 to 3 signed; twenty holders of a role added to the last step then approve at once.
  const checker = await t.userWithRoles(['Payroll']);
  const recommender = await t.userWithRoles(['Manager']);
  const auditor = await t.userWithRoles(['AuditViewer']);
  for (const who of [checker, recommender, auditor]) {
    const res = await who.post(`/api/v2/approvals/requests/${requestId}/decision`, { approve: true, remarks: null });
    assert.equal(res.status, 200, JSON.stringify(res.body));
  }
  await sql`INSERT INTO approval_step_members (step_id, role)
    SELECT id, 'CoopDocumentApprover' FROM approval_chain_steps WHERE document_type = 'payroll.payroll' AND seq = 4`.execute(
    db,
  );
  const approvers = await Promise.all(Array.from({ length: TIMES }, () => t.userWithRoles(['CoopDocumentApprover'])));
  const decisions = await together(TIMES, (i) =>
    approvers[i]!.post(`/api/v2/approvals/requests/${requestId}/decision`, { approve: true, remarks: null }),
  );
  assertPostedOnce(decisions, 200, { message: 'This request has already been approved.' });
  const header = await db
    .selectFrom('payrolls')
    .select(['status', 'posted_at'])
    .where('id', '=', payroll.id)
    .executeTakeFirstOrThrow();
  assert.equal(header.status, 'Posted');
  assert.ok(header.posted_at);
  assert.equal(
    await count(sql`SELECT count(*)::int AS n FROM approval_decisions WHERE request_id = ${requestId} AND step = 4`),
    1,
  );
  assert.equal(
    await count(
      sql`SELECT count(*)::int AS n FROM audit_log WHERE entity_type = 'payroll' AND entity_id = ${String(payroll.id)} AND action = 'approved and posted'`,
    ),
    1,
  );
});
