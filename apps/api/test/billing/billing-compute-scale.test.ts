// Bulk computation over more consumers than one batch and one posting slice: every posted bill is
// exactly the computation of its reading (lines and total), bill numbers run gapless per branch
// in consumer order, two runs started together still post one bill per consumer, and a run
// after them creates no row (docs/decisions/044-billing-performance.md).
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { sql } from 'kysely';
import { computeBill } from '../../src/modules/billing/compute/bill-computation.ts';
import { computeBills } from '../../src/modules/billing/compute/compute-bills.ts';
import { billInput, loadMonthContext } from '../../src/modules/billing/compute/month-context.ts';
import { seedBillingData, seedReadings } from '../../src/modules/billing/demo/seed-billing.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let monthId: number;
const CONSUMERS = 1300;

before(async () => {
  t = await createTestApp();
  const db = t.running.database.db;
  const { monthIds } = await seedBillingData(db, {
    tag: 'P',
    consumers: CONSUMERS,
    branches: [5, 10, 15],
    routesPerBranch: 4,
    firstPeriod: '2032-01',
    months: 2,
  });
  await seedReadings(db, 'P', monthIds);
  monthId = monthIds[1]!;
  // One reading below its previous one: listed as failed, the others still posted.
  await sql`UPDATE billing_meter_readings SET present_reading = previous_reading - 1
    WHERE bill_month_id = ${monthId} AND consumer_id = (SELECT min(id) + 5 FROM billing_consumers)`.execute(db);
});
after(async () => t.close());

async function counts() {
  const r = await sql<{ bills: number; lines: number; ledger: number }>`
    SELECT (SELECT count(*)::int FROM billing_bills) AS bills, (SELECT count(*)::int FROM billing_bill_lines) AS lines,
      (SELECT count(*)::int FROM billing_ledger_entries) AS ledger`.execute(t.running.database.db);
  return r.rows[0]!;
}

test('two runs at once post one bill per consumer, each exactly its computation, numbered in order', async () => {
  const db = t.running.database.db;
  const read = await sql<{ n: number }>`SELECT count(*)::int AS n FROM billing_meter_readings r
    JOIN billing_consumers c ON c.id = r.consumer_id AND c.account_status = 1 WHERE r.bill_month_id = ${monthId}`.execute(
    db,
  );
  const expected = read.rows[0]!.n - 1;
  assert.ok(expected > 1000);

  const [a, b] = await Promise.all([
    computeBills(db, { billMonthId: monthId, testMode: false }, { userId: null, batchSize: 700 }),
    computeBills(db, { billMonthId: monthId, testMode: false }, { userId: null, batchSize: 700 }),
  ]);
  assert.equal(a.posted + b.posted, expected);
  assert.equal(a.failed.length, 1);
  assert.match(a.failed[0]!.reason, /below the previous reading/);
  const written = await counts();
  assert.equal(written.bills, expected);
  assert.equal(written.ledger, expected);

  // Every bill and its lines are what the computation gives for its reading.
  const ctx = await loadMonthContext(db, monthId);
  const bills = await sql<{
    id: number;
    consumer_id: number;
    branch_code: number;
    bill_no: string;
    kwh: string;
    total_amount: string;
    consumer_class: string;
    is_lifeliner: boolean;
    is_senior_citizen: boolean;
    multiplier: string;
    previous_reading: string;
    present_reading: string;
    demand_kw: string | null;
    lines: {
      seq: number;
      code: string;
      description: string;
      kind: string;
      quantity: string | null;
      rate: string | null;
      amount: string;
    }[];
  }>`
    SELECT b.id, b.consumer_id, b.branch_code, b.bill_no, b.kwh, b.total_amount, c.consumer_class, c.is_lifeliner, c.is_senior_citizen,
      c.multiplier, r.previous_reading, r.present_reading, r.demand_kw,
      (SELECT json_agg(json_build_object('seq', l.seq, 'code', l.code, 'description', l.description, 'kind', l.line_kind,
        'quantity', l.quantity::text, 'rate', l.rate::text, 'amount', l.amount::text) ORDER BY l.seq) FROM billing_bill_lines l WHERE l.bill_id = b.id) AS lines
    FROM billing_bills b JOIN billing_consumers c ON c.id = b.consumer_id JOIN billing_meter_readings r ON r.id = b.reading_id
    WHERE b.bill_month_id = ${monthId} ORDER BY b.consumer_id`.execute(db);
  for (const bill of bills.rows) {
    const input = billInput(ctx, {
      consumerClass: bill.consumer_class,
      isLifeliner: bill.is_lifeliner,
      isSeniorCitizen: bill.is_senior_citizen,
      multiplier: bill.multiplier,
      previousReading: bill.previous_reading,
      presentReading: bill.present_reading,
      oldMeterFinal: null,
      newMeterInitial: null,
      demandKw: bill.demand_kw,
    });
    const computed = computeBill(input!);
    assert.equal(bill.total_amount, computed.total, bill.bill_no);
    assert.equal(bill.kwh, computed.kwh, bill.bill_no);
    assert.deepEqual(
      bill.lines.map((l) => [l.seq, l.code, l.description, l.kind, l.amount]),
      computed.lines.map((l) => [l.seq, l.code, l.description, l.kind, l.amount]),
      bill.bill_no,
    );
  }
  // Per branch, numbers 1..n without gaps, rising with the consumer id.
  for (const branch of [5, 10, 15]) {
    const numbers = bills.rows.filter((x) => x.branch_code === branch).map((x) => Number(x.bill_no.split('-').pop()));
    assert.deepEqual(
      numbers,
      numbers.map((_, i) => i + 1),
      `branch ${branch}`,
    );
  }
});

test('a run after them creates no row', async () => {
  const before = await counts();
  const again = await computeBills(
    t.running.database.db,
    { billMonthId: monthId, testMode: false },
    { userId: null, batchSize: 700 },
  );
  assert.equal(again.posted, 0);
  assert.equal(again.alreadyBilled, before.bills);
  assert.deepEqual(await counts(), before);
});
