// The collection demo: tellers of three branches with OR ranges, ten days of payments through the
// real posting (partials, advances, a check, a 2307, a non-power bill, a cancelled OR), past days
// received and balanced, today's open; two channel uploads with held lines; the DCRs match the ledger.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { sql } from 'kysely';
import { billingDemoSeeder } from '../../src/modules/billing/demo/demo-seeder.ts';
import { collectionDemoSeeder } from '../../src/modules/collection/demo/seed-collection-demo.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(async () => t.close());

test('collection demo: three tellers, balanced received days, every kind of payment, one cancelled OR', async () => {
  const db = t.running.database.db;
  await t.userWithRoles(['Teller'], { username: 'teller' });
  await t.userWithRoles(['Teller'], { username: 'teller.magsaysay' });
  await t.userWithRoles(['Teller'], { username: 'teller.rizal' });
  await t.userWithRoles(['Cashier', 'Teller'], { username: 'cashier' });
  process.env['DEMO_BILLING_CONSUMERS'] = '300';
  try {
    await billingDemoSeeder.run(db, () => {});
  } finally {
    delete process.env['DEMO_BILLING_CONSUMERS'];
  }
  await collectionDemoSeeder.run(db, () => {});
  const q = async (text: ReturnType<typeof sql<{ n: number }>>) => (await text.execute(db)).rows[0]!.n;
  assert.equal(await q(sql`SELECT count(*)::int AS n FROM collection_tellers WHERE channel IS NULL`), 3);
  assert.equal(
    await q(sql`SELECT count(DISTINCT branch_code)::int AS n FROM collection_tellers WHERE channel IS NULL`),
    3,
  );
  // Two channel uploads posted, each with held lines and a double payment on advance.
  const ups = await sql`SELECT status, held_count, advance_count, posted_count FROM collection_channel_uploads`.execute(
    db,
  );
  const why = await sql`SELECT row_no, status, reason FROM collection_channel_lines ORDER BY upload_id, row_no`.execute(
    db,
  );
  assert.equal(
    await q(sql`SELECT count(*)::int AS n FROM collection_channel_uploads WHERE status = 'Posted'`),
    2,
    JSON.stringify([ups.rows, why.rows]),
  );
  assert.equal(
    await q(sql`SELECT count(*)::int AS n FROM collection_channel_uploads
      WHERE held_count = 3 AND advance_count = 1 AND posted_count > 0`),
    2,
    JSON.stringify([ups.rows, why.rows]),
  );
  assert.ok((await q(sql`SELECT count(*)::int AS n FROM collection_payments`)) > 100);
  assert.equal(await q(sql`SELECT count(*)::int AS n FROM collection_payments WHERE status = 'Cancelled'`), 1);
  assert.ok((await q(sql`SELECT count(*)::int AS n FROM collection_payments WHERE is_partial`)) > 0);
  assert.ok((await q(sql`SELECT count(*)::int AS n FROM collection_advance_entries WHERE kind = 'Deposit'`)) > 0);
  assert.equal(await q(sql`SELECT count(*)::int AS n FROM collection_payment_tenders WHERE kind = 'Form2307'`), 1);
  assert.ok((await q(sql`SELECT count(*)::int AS n FROM collection_payment_tenders WHERE kind = 'Check'`)) > 0);
  assert.equal(await q(sql`SELECT count(*)::int AS n FROM collection_non_power_bills WHERE status = 'Paid'`), 1);
  assert.equal(
    await q(sql`SELECT count(*)::int AS n FROM collection_teller_days d JOIN collection_tellers t ON t.id = d.teller_id
      WHERE d.status = 'Open' AND t.channel IS NULL`),
    3,
  );
  assert.equal(
    await q(sql`SELECT count(*)::int AS n FROM collection_teller_days WHERE status = 'Received' AND over_short <> 0`),
    0,
  );
  // Every payment's principal is on the billing ledger, and each received day's count is its GL lines.
  assert.equal(
    await q(sql`SELECT count(*)::int AS n FROM collection_teller_days d WHERE d.status = 'Received'
      AND d.expected_total <> (SELECT coalesce(sum(g.amount), 0) FROM collection_gl_lines g WHERE g.day_id = d.id)`),
    0,
  );
  const ledger = await sql<{ paid: string; applied: string }>`
    SELECT (SELECT coalesce(sum(credit - debit), 0)::text FROM billing_ledger_entries WHERE kind = 'Payment') AS paid,
           (SELECT coalesce(sum(applied_to_bills), 0)::text FROM collection_payments WHERE status = 'Posted') AS applied`.execute(
    db,
  );
  assert.equal(ledger.rows[0]!.paid, ledger.rows[0]!.applied);
  // A second run adds nothing.
  await collectionDemoSeeder.run(db, () => {});
  assert.equal(await q(sql`SELECT count(*)::int AS n FROM collection_tellers`), 5);
  assert.equal(await q(sql`SELECT count(*)::int AS n FROM collection_channel_uploads`), 2);
});
