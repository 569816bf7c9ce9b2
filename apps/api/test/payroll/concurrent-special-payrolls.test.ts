// Special payrolls and the 90,000 pool under concurrency (decision 066): twenty identical special
// payrolls are created once, twenty final approvals at once post it once; two drafts generated
// from the same pool room, each submitted ten times at once, leave exactly one submitted (the
// employee's pool is locked at submission), the other refused with the pool's message. Real
// overlap needs PostgreSQL (TEST_DATABASE_URL); on PGlite the same assertions hold in sequence.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { listPayrollTypesEndpoint } from '@ilaw/contracts/payroll/payroll-types/list-payroll-types';
import { createPayrollEndpoint } from '@ilaw/contracts/payroll/payrolls/create-payroll';
import { generatePayrollEndpoint } from '@ilaw/contracts/payroll/payrolls/generate-payroll';
import { PAYROLL_NOT_DRAFT, PAYROLL_SAME_PERIOD } from '@ilaw/contracts/payroll/payrolls/payroll';
import { submitPayrollEndpoint } from '@ilaw/contracts/payroll/payrolls/submit-payroll';
import { createStatutoryTableEndpoint } from '@ilaw/contracts/payroll/statutory-tables/create-statutory-table';
import { sql } from 'kysely';
import { TIMES, assertPostedOnce, statusCounts, together } from '../support/concurrency.ts';
import { createTestApp, type TestApp, type TestClient } from '../support/test-app.ts';
import { employeeWithSalary } from './payroll-support.ts';

let t: TestApp;
let clerk: TestClient;
let dept: number;
let midYear: number;
let christmas: number;

before(async () => {
  t = await createTestApp();
  clerk = await t.userWithRoles(['Payroll']);
  const hr = await t.userWithRoles(['Employee']);
  dept = (
    await t.running.database.db
      .insertInto('departments')
      .values({ code: 'CSPC', name: 'Concurrent Special' })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  for (let i = 0; i < 4; i += 1) {
    await employeeWithSalary(
      t,
      hr,
      { employeeId: `CSPC-${i}`, firstName: `E${i}`, lastName: `Bonus${i}`, departmentId: dept },
      { salaryType: 0, amount: `${30000 + i * 1000}.00`, effectiveDate: '2020-01-01' },
    );
  }
  const types = await clerk.call(listPayrollTypesEndpoint);
  midYear = types.find((x) => x.benefitCode === 'mid-year-bonus')!.id;
  christmas = types.find((x) => x.benefitCode === 'christmas-bonus')!.id;
});
after(async () => t.close());

const body = (name: string, typeId: number, start: string, end: string) => ({
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

async function generated(id: number) {
  await clerk.call(generatePayrollEndpoint, { params: { id } });
  await t.running.services.jobs.drain();
}

test('twenty identical special payrolls create one; twenty final approvals at once post it once', async () => {
  const db = t.running.database.db;
  const created = await together(TIMES, (i) =>
    clerk.post<{ id: number }>(createPayrollEndpoint.path, body(`Mid-year ${i}`, midYear, '2026-05-01', '2026-05-31')),
  );
  assertPostedOnce(created, 201, { message: PAYROLL_SAME_PERIOD });
  const id = created.find((r) => r.status === 201)!.body.id;
  await generated(id);
  assert.equal(await count(sql`SELECT count(*)::int AS n FROM payroll_lines WHERE payroll_id = ${id}`), 4);
  const submissions = await together(TIMES, () => clerk.post(submitPayrollEndpoint.path.replace('{id}', String(id))));
  assertPostedOnce(submissions, 200, { message: PAYROLL_NOT_DRAFT });
  const requestId = (
    await db
      .selectFrom('approval_requests')
      .select('id')
      .where('document_type', '=', 'payroll.payroll')
      .where('document_id', '=', id)
      .executeTakeFirstOrThrow()
  ).id;
  for (const roles of [['Payroll'], ['Manager'], ['AuditViewer']] as const) {
    const who = await t.userWithRoles([...roles]);
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
  const header = await db.selectFrom('payrolls').select(['status']).where('id', '=', id).executeTakeFirstOrThrow();
  assert.equal(header.status, 'Posted');
  assert.equal(
    await count(
      sql`SELECT count(*)::int AS n FROM audit_log WHERE entity_type = 'payroll' AND entity_id = ${String(id)} AND action = 'approved and posted'`,
    ),
    1,
  );
});

test('two drafts from the same pool room, submitted ten times each at once: exactly one is submitted', async () => {
  // 2028: a 40,000 ceiling; each bonus is one month (30,000 and more): both cannot be exempt.
  await clerk.call(createStatutoryTableEndpoint, {
    body: {
      kind: 'other-benefits-ceiling',
      effectiveFrom: '2028-01-01',
      source: 'Concurrency test',
      remarks: null,
      body: { amount: '40000.00' },
    },
  });
  const a = await clerk.call(createPayrollEndpoint, {
    body: body('Mid-year 2028', midYear, '2028-05-01', '2028-05-31'),
  });
  const b = await clerk.call(createPayrollEndpoint, {
    body: body('Christmas 2028', christmas, '2028-06-01', '2028-06-30'),
  });
  await generated(a.id);
  await generated(b.id);
  const responses = await together(2 * 10, (i) =>
    clerk.post(submitPayrollEndpoint.path.replace('{id}', String(i % 2 === 0 ? a.id : b.id))),
  );
  const counts = statusCounts(responses);
  assert.deepEqual(counts, { 200: 1, 409: 19 }, JSON.stringify(counts));
  const refusals = responses
    .filter((r) => r.status === 409)
    .map((r) => ((r.body as { errors: Record<string, string[]> }).errors['generalErrors'] ?? [])[0] ?? '');
  // The loser's submissions are refused for the pool (or, queued behind its own first refusal, the same).
  assert.ok(
    refusals.some((m) => m.startsWith('Another payroll used the 2028 pool')),
    JSON.stringify(refusals),
  );
  assert.equal(
    await count(sql`SELECT count(*)::int AS n FROM payrolls WHERE id IN (${a.id}, ${b.id}) AND status = 'ForApproval'`),
    1,
  );
});
