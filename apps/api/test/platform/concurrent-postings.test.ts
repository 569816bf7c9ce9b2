// The platform's posting safety (ARCHITECTURE.md "Postings are safe under concurrency"): the
// subject lock serialises posters, shared holders exclude an exclusive one, postOnce posts once,
// and a duplicate key nobody mapped is a 409, never a 500.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { sql } from 'kysely';
import { nextDocumentNumber, nextDocumentNumbers } from '../../src/platform/numbering/document-numbers.ts';
import { postOnce } from '../../src/platform/posting/post-once.ts';
import { lockSubject } from '../../src/platform/posting/subject-lock.ts';
import { NEEDS_POSTGRES, TIMES, statusCounts, together } from '../support/concurrency.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
before(async () => {
  t = await createTestApp();
  await sql`CREATE TABLE posting_probe (kind text NOT NULL, n integer NOT NULL)`.execute(t.running.database.db);
});
after(async () => t.close());

test('a duplicate key that slips past a check-then-insert answers 409, never 500 (server safety net)', async () => {
  const responses = await together(TIMES, () =>
    t.admin.post('/api/v2/admin/departments', { code: 'RACE', name: 'Race Department', isActive: true }),
  );
  const counts = statusCounts(responses);
  assert.deepEqual(
    counts,
    { 201: 1, 409: TIMES - 1 },
    JSON.stringify(responses.find((r) => r.status >= 500)?.body ?? ''),
  );
  const rows = await t.running.database.db.selectFrom('departments').select('id').where('code', '=', 'RACE').execute();
  assert.equal(rows.length, 1);
});

test('lockSubject makes read-then-write postings of one subject follow each other', async () => {
  const db = t.running.database.db;
  await Promise.all(
    Array.from({ length: TIMES }, () =>
      db.transaction().execute(async (trx) => {
        await lockSubject(trx, 'probe', 1);
        const last = await sql<{ n: number | null }>`
          SELECT max(n) AS n FROM posting_probe WHERE kind = 'counter'`.execute(trx);
        await sql`INSERT INTO posting_probe (kind, n) VALUES ('counter', ${(last.rows[0]?.n ?? 0) + 1})`.execute(trx);
      }),
    ),
  );
  const rows = await sql<{ n: number }>`SELECT n FROM posting_probe WHERE kind = 'counter' ORDER BY n`.execute(db);
  assert.deepEqual(
    rows.rows.map((r) => r.n),
    Array.from({ length: TIMES }, (_, i) => i + 1),
    'each poster saw the one before it',
  );
});

test('postOnce: of twenty identical postings one posts, the others answer 409 with the message', async () => {
  const db = t.running.database.db;
  const outcomes = await Promise.allSettled(
    Array.from({ length: TIMES }, () =>
      db.transaction().execute((trx) =>
        postOnce(
          trx,
          {
            kind: 'probe-once',
            id: '2026-05',
            alreadyPosted: async () =>
              (await sql`SELECT 1 FROM posting_probe WHERE kind = 'once'`.execute(trx)).rows.length > 0,
            message: 'The probe for May 2026 has already been posted.',
          },
          () => sql`INSERT INTO posting_probe (kind, n) VALUES ('once', 1)`.execute(trx),
        ),
      ),
    ),
  );
  assert.equal(outcomes.filter((o) => o.status === 'fulfilled').length, 1);
  for (const o of outcomes) {
    if (o.status === 'rejected') {
      const err = o.reason as { status?: number; message?: string };
      assert.equal(err.status, 409);
      assert.equal(err.message, 'The probe for May 2026 has already been posted.');
    }
  }
  const rows = await sql`SELECT 1 FROM posting_probe WHERE kind = 'once'`.execute(db);
  assert.equal(rows.rows.length, 1);
});

test(
  'shared holders of a subject run beside each other and keep an exclusive one out',
  { skip: NEEDS_POSTGRES },
  async () => {
    const db = t.running.database.db;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let taken!: () => void;
    const isTaken = new Promise<void>((resolve) => (taken = resolve));
    const holder = db.transaction().execute(async (trx) => {
      await lockSubject(trx, 'probe-month', 7, 'shared');
      taken();
      await held;
    });
    await isTaken;
    const probe = await db.transaction().execute(async (trx) => {
      const exclusive = await sql<{ ok: boolean }>`
      SELECT pg_try_advisory_xact_lock(hashtext('probe-month'), 7) AS ok`.execute(trx);
      const shared = await sql<{ ok: boolean }>`
      SELECT pg_try_advisory_xact_lock_shared(hashtext('probe-month'), 7) AS ok`.execute(trx);
      const otherSubject = await sql<{ ok: boolean }>`
      SELECT pg_try_advisory_xact_lock(hashtext('probe-month'), 8) AS ok`.execute(trx);
      return { exclusive: exclusive.rows[0]?.ok, shared: shared.rows[0]?.ok, otherSubject: otherSubject.rows[0]?.ok };
    });
    release();
    await holder;
    assert.deepEqual(probe, { exclusive: false, shared: true, otherSubject: true });
  },
);

test('document numbers: twenty posters at once, singles and blocks, get every number once and none skipped', async () => {
  const db = t.running.database.db;
  const firsts = await Promise.all(
    Array.from({ length: TIMES }, (_, i) =>
      db
        .transaction()
        .execute(async (trx) =>
          i % 2 === 0
            ? { first: await nextDocumentNumber(trx, 'PROBE', '2026'), count: 1 }
            : { first: await nextDocumentNumbers(trx, 'PROBE', '2026', 5), count: 5 },
        ),
    ),
  );
  const numbers = firsts.flatMap((b) => Array.from({ length: b.count }, (_, k) => b.first + k)).sort((a, b) => a - b);
  assert.deepEqual(
    numbers,
    Array.from({ length: 10 + 10 * 5 }, (_, i) => i + 1),
  );
});
