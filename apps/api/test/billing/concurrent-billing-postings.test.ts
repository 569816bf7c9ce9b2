// Billing postings under concurrency (ARCHITECTURE.md "Postings are safe under concurrency"):
// twenty identical requests at once - bill month, rates, reading entry and upload, single and bulk
// computation, bill numbers, adjustment, cancellation request and approval, reader routes - post
// once or replay, never 500; rows are counted. And a bill month closed during a computation takes
// no bill after its closing (decision 009).
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { sql } from 'kysely';
import { computeBills } from '../../src/modules/billing/compute/compute-bills.ts';
import { COMPUTING_NOW } from '../../src/modules/billing/month-locks.ts';
import { TIMES, assertPostedOnce, statusCounts, together } from '../support/concurrency.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { SHEET, setUpCoop, upload, type Coop } from './billing-support.ts';

let t: TestApp;
let c: Coop;

before(async () => {
  t = await createTestApp();
  c = await setUpCoop(t, { consumers: 60 });
  await t.admin.post('/api/v2/billing/cancellation-approvers', { userId: c.approver.userId });
});
after(async () => t.close());

const count = async (query: ReturnType<typeof sql<{ n: number }>>) =>
  (await query.execute(t.running.database.db)).rows[0]?.n ?? -1;
const billsOfMonth = () =>
  count(sql`SELECT count(*)::int AS n FROM billing_bills WHERE bill_month_id = ${c.monthId} AND kind = 'Regular'`);
const readingFile = (from: number, to: number) =>
  Buffer.from(['AccountNo,PresentReading,Remark', ...c.accounts.slice(from, to).map((a) => `${a},1100,`)].join('\n'));
const uploadReadings = (bytes: Buffer, name = 'readings.csv') =>
  upload<{ id: number; replayed: boolean; accepted: number }>(
    c.txn,
    '/api/v2/billing/meter-readings/upload',
    { billMonthId: String(c.monthId) },
    { name, bytes },
  );

test('bill month: twenty clerks adding one period create it once; the rest are told it exists', async () => {
  const responses = await together(TIMES, () =>
    c.clerk.post('/api/v2/billing/bill-months', { period: '2027-03', readingDate: '2027-03-05' }),
  );
  assertPostedOnce(responses, 201, { message: 'Bill month 2027-03 already exists.' });
  assert.equal(await count(sql`SELECT count(*)::int AS n FROM billing_bill_months WHERE period = '2027-03'`), 1);
});

test('rates: twenty saves of one class leave one rate sheet', async () => {
  const month = await t.running.database.db
    .selectFrom('billing_bill_months')
    .select('id')
    .where('period', '=', '2027-03')
    .executeTakeFirstOrThrow();
  const responses = await together(TIMES, () =>
    c.clerk.put('/api/v2/billing/rates', { billMonthId: month.id, consumerClass: 'I', components: SHEET }),
  );
  assert.deepEqual(statusCounts(responses), { 200: TIMES });
  assert.equal(
    await count(
      sql`SELECT count(*)::int AS n FROM billing_rate_headers WHERE bill_month_id = ${month.id} AND consumer_class = 'I'`,
    ),
    1,
  );
  assert.equal(
    await count(sql`SELECT count(*)::int AS n FROM billing_rate_components rc JOIN billing_rate_headers h ON h.id = rc.header_id
      WHERE h.bill_month_id = ${month.id}`),
    SHEET.length,
  );
});

test('reading entry: the same reading entered twenty times is recorded (and audited) once', async () => {
  const responses = await together(TIMES, () =>
    c.encoder.put('/api/v2/billing/meter-readings', {
      billMonthId: c.monthId,
      accountNo: c.accounts[0],
      presentReading: '1100',
    }),
  );
  assert.deepEqual(statusCounts(responses), { 200: TIMES });
  assert.equal(
    await count(sql`SELECT count(*)::int AS n FROM billing_meter_readings WHERE bill_month_id = ${c.monthId}`),
    1,
  );
  assert.equal(
    await count(sql`SELECT count(*)::int AS n FROM audit_log WHERE entity_type = 'billing-meter-reading'`),
    1,
  );
});

test('reading upload: the same file twenty times is posted once; the others are replays of it', async () => {
  const bytes = readingFile(1, 30);
  const responses = await together(TIMES, () => uploadReadings(bytes));
  assert.deepEqual(statusCounts(responses), { 200: TIMES });
  assert.equal(responses.filter((r) => !r.body.replayed).length, 1);
  assert.equal(new Set(responses.map((r) => r.body.id)).size, 1);
  assert.equal(
    await count(sql`SELECT count(*)::int AS n FROM billing_reading_uploads WHERE bill_month_id = ${c.monthId}`),
    1,
  );
  assert.equal(
    await count(sql`SELECT count(*)::int AS n FROM billing_meter_readings WHERE bill_month_id = ${c.monthId}`),
    30,
  );
});

test('single compute: twenty at once for one consumer post one bill; the rest find it', async () => {
  const responses = await together(TIMES, () =>
    c.clerk.post<{ result: { posted: number } }>('/api/v2/billing/bills/compute', {
      billMonthId: c.monthId,
      accountNo: c.accounts[0],
    }),
  );
  assert.deepEqual(statusCounts(responses), { 200: TIMES });
  assert.equal(
    responses.reduce((n, r) => n + r.body.result.posted, 0),
    1,
  );
  assert.equal(await billsOfMonth(), 1);
});

test('bill numbers: ten consumers computed at once get consecutive numbers, none twice', async () => {
  const responses = await together(10, (i) =>
    c.clerk.post('/api/v2/billing/bills/compute', { billMonthId: c.monthId, accountNo: c.accounts[1 + i] }),
  );
  assert.deepEqual(statusCounts(responses), { 200: 10 });
  const numbers = await sql<{ bill_no: string }>`
    SELECT bill_no FROM billing_bills WHERE bill_month_id = ${c.monthId} ORDER BY bill_no`.execute(
    t.running.database.db,
  );
  assert.deepEqual(
    numbers.rows.map((r) => r.bill_no),
    Array.from({ length: 11 }, (_, i) => `05-202601-${String(i + 1).padStart(6, '0')}`),
  );
});

test('bulk compute: twenty identical starts queue one job, which bills each consumer once', async () => {
  const responses = await together(TIMES, () =>
    c.clerk.post<{ jobId: string }>('/api/v2/billing/bills/compute-jobs', { billMonthId: c.monthId }),
  );
  assert.deepEqual(statusCounts(responses), { 202: TIMES });
  assert.equal(new Set(responses.map((r) => r.body.jobId)).size, 1, 'every answer names the one job');
  assert.equal(await count(sql`SELECT count(*)::int AS n FROM jobs WHERE kind = 'billing.compute'`), 1);
  await t.running.services.jobs.drain();
  assert.equal(await billsOfMonth(), 30);
  assert.equal(
    await count(sql`SELECT count(*)::int AS n FROM (SELECT consumer_id FROM billing_bills WHERE bill_month_id = ${c.monthId}
      AND status = 'Posted' GROUP BY consumer_id HAVING count(*) > 1) x`),
    0,
  );
});

const billOf = async (accountNo: string) =>
  (
    await c.clerk.get<{ data: { id: number }[] }>('/api/v2/billing/bills', {
      query: { accountNo, billMonthId: c.monthId },
    })
  ).body.data[0]!.id;

test('adjustment: twenty at once adjust the bill once', async () => {
  const id = await billOf(c.accounts[5]!);
  const responses = await together(TIMES, () =>
    c.clerk.post(`/api/v2/billing/bills/${id}/adjustments`, { presentReading: '1090', reason: 'Reader misread' }),
  );
  assertPostedOnce(responses, 200);
  assert.equal(await count(sql`SELECT count(*)::int AS n FROM billing_adjustments WHERE original_bill_id = ${id}`), 1);
  assert.equal(await count(sql`SELECT count(*)::int AS n FROM billing_bills WHERE adjusts_bill_id = ${id}`), 1);
});

test('cancellation: requested twenty times once, approved twenty times once', async () => {
  const id = await billOf(c.accounts[6]!);
  const requests = await together(TIMES, () =>
    c.txn.post<{ id: number }>(`/api/v2/billing/bills/${id}/cancellation-requests`, { reason: 'Wrong account' }),
  );
  assertPostedOnce(requests, 201, { message: 'A cancellation request for this bill is already pending.' });
  const requestId = requests.find((r) => r.status === 201)!.body.id;
  const approvals = await together(TIMES, () =>
    c.approver.post(`/api/v2/billing/cancellation-requests/${requestId}/approve`, { remarks: 'Checked' }),
  );
  assertPostedOnce(approvals, 200, { message: 'The request is already approved.' });
  assert.equal(
    await count(
      sql`SELECT count(*)::int AS n FROM billing_ledger_entries WHERE bill_id = ${id} AND kind = 'Cancellation'`,
    ),
    1,
  );
});

test('reader routes: twenty identical assignments move the route once', async () => {
  const reader = await t.admin.post<{ id: number }>('/api/v2/billing/meter-readers', {
    name: 'Second Reader',
    branchCode: 5,
  });
  assert.equal(reader.status, 201);
  const responses = await together(TIMES, () =>
    t.admin.put(`/api/v2/billing/meter-readers/${reader.body.id}/routes`, { routeIds: [c.routeId] }),
  );
  assert.deepEqual(statusCounts(responses), { 200: TIMES });
  assert.equal(
    await count(sql`SELECT count(*)::int AS n FROM audit_log WHERE entity_type = 'billing-route' AND entity_id = ${String(c.routeId)}
      AND action = 'updated' AND new_values->>'meter_reader_id' = ${String(reader.body.id)}`),
    1,
  );
});

test('closing the month while a bulk computation is queued or running is refused until it ends', async () => {
  assert.equal((await uploadReadings(readingFile(30, 45), 'second.csv')).status, 200);
  const start = await c.clerk.post('/api/v2/billing/bills/compute-jobs', { billMonthId: c.monthId });
  assert.equal(start.status, 202);
  const close = await c.clerk.post(`/api/v2/billing/bill-months/${c.monthId}/close`);
  assert.equal(close.status, 409);
  assert.deepEqual((close.body as { errors: unknown }).errors, { generalErrors: [COMPUTING_NOW] });
  await t.running.services.jobs.drain();
  // 15 new consumers, and the consumer whose bill was cancelled above is billed again.
  assert.equal(await billsOfMonth(), 46);
});

test('closing the month during a computation: no bill of the month is posted after it closes', async () => {
  assert.equal((await uploadReadings(readingFile(45, 60), 'third.csv')).status, 200);
  const db = t.running.database.db;
  const before = await billsOfMonth();
  // The computation as the job runs it, in small batches, with the month closed meanwhile.
  const computing = computeBills(db, { billMonthId: c.monthId, testMode: false }, { userId: null, batchSize: 2 });
  const closing = c.clerk.post<{ status: string }>(`/api/v2/billing/bill-months/${c.monthId}/close`);
  const [computed, closed] = await Promise.allSettled([computing, closing]);
  assert.equal(closed.status, 'fulfilled');
  assert.equal(closed.value.status, 200, JSON.stringify(closed.value.body));
  assert.equal(closed.value.body.status, 'Closed');
  if (computed.status === 'rejected') {
    const err = computed.reason as { status?: number; message?: string };
    assert.equal(err.status, 409);
    assert.match(String(err.message), /closed/);
  }
  const month = await db
    .selectFrom('billing_bill_months')
    .select('closed_at')
    .where('id', '=', c.monthId)
    .executeTakeFirstOrThrow();
  assert.equal(
    await count(
      sql`SELECT count(*)::int AS n FROM billing_bills WHERE bill_month_id = ${c.monthId} AND computed_at > ${month.closed_at}`,
    ),
    0,
    'no bill computed after the closing',
  );
  // The audit trail is in commit order: no batch of the month was posted after the closing entry.
  assert.equal(
    await count(sql`SELECT count(*)::int AS n FROM audit_log p
      WHERE p.entity_type = 'billing-bill-month' AND p.entity_id = ${String(c.monthId)} AND p.action = 'bills-posted'
        AND p.id > (SELECT max(x.id) FROM audit_log x WHERE x.entity_type = 'billing-bill-month'
                    AND x.entity_id = ${String(c.monthId)} AND x.action = 'closed')`),
    0,
  );
  const after = await billsOfMonth();
  assert.ok(after >= before && after <= before + 15, `${before} -> ${after}`);
  // A computation started after the closing posts nothing.
  await assert.rejects(
    computeBills(db, { billMonthId: c.monthId, testMode: false }, { userId: null }),
    (e: unknown) => (e as { status?: number }).status === 409,
  );
  assert.equal(await billsOfMonth(), after);
});
