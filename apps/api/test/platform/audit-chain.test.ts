// Tamper evidence of the audit trail: entries are keyed (HMAC under a key outside the database)
// and a signed checkpoint of the head and the count lives outside audit_log (a table, and a copy
// in DATA_DIR). Each attack below is what someone with full SQL access but not the key can do;
// the trail's triggers are switched off first, as its owner could.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import type { AuditVerification } from '@ilaw/contracts/platform/audit';
import { sql, type Kysely } from 'kysely';
import { recordAudit, sealCheckpointFile, verifyAuditChain } from '../../src/platform/audit/audit-trail.ts';
import type { Database } from '../../src/platform/db/schema.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

const actor = { userId: 1, name: 'Portal Administrator', ip: '127.0.0.1' };

type Row = Awaited<ReturnType<typeof allRows>>[number];
type Hashed = Pick<
  Row,
  'at' | 'actor_user_id' | 'ip_address' | 'entity_type' | 'entity_id' | 'action' | 'old_values' | 'new_values'
>;

async function allRows(db: Kysely<Database>) {
  return db.selectFrom('audit_log').selectAll().orderBy('id').execute();
}

/** What the unkeyed chain computed: SHA-256 over the previous hash and the canonical entry. */
function canonical(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value ?? null);
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
}
function plainHash(prev: string | null, r: Hashed): string {
  return createHash('sha256')
    .update(prev ?? '')
    .update('\n')
    .update(
      canonical({
        at: r.at.toISOString(),
        actorUserId: r.actor_user_id,
        ipAddress: r.ip_address,
        entityType: r.entity_type,
        entityId: r.entity_id,
        action: r.action,
        oldValues: r.old_values,
        newValues: r.new_values,
      }),
    )
    .digest('hex');
}

async function asIntruder(db: Kysely<Database>, work: () => Promise<void>): Promise<void> {
  await sql`ALTER TABLE audit_log DISABLE TRIGGER USER`.execute(db);
  try {
    await work();
  } finally {
    await sql`ALTER TABLE audit_log ENABLE TRIGGER USER`.execute(db);
  }
}

async function putBack(db: Kysely<Database>, rows: Row[]): Promise<void> {
  await asIntruder(db, async () => {
    for (const r of rows) {
      await db.deleteFrom('audit_log').where('id', '=', r.id).execute();
      await db
        .insertInto('audit_log')
        .values({
          ...r,
          old_values: r.old_values ? JSON.stringify(r.old_values) : null,
          new_values: r.new_values ? JSON.stringify(r.new_values) : null,
        })
        .execute();
    }
  });
}

async function record(db: Kysely<Database>, n: number, tag: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < n; i += 1) {
      await recordAudit(trx, actor, {
        entityType: 'test',
        entityId: `${tag}-${i}`,
        action: 'x',
        newValues: { i, note: 'ñ' },
      });
    }
  });
}

describe('a keyed trail with its checkpoints', () => {
  let t: TestApp;
  let db: Kysely<Database>;
  let dataDir: string;
  before(async () => {
    t = await createTestApp();
    db = t.running.database.db;
    dataDir = t.running.services.config.dataDir;
    await record(db, 6, 'start');
  });
  after(async () => t.close());

  const verify = () => verifyAuditChain(db, { dataDir });

  test('an untouched trail verifies up to its checkpoint; entries are keyed, not plain SHA-256', async () => {
    const res = await verify();
    const rows = await allRows(db);
    assert.deepEqual(res, {
      ok: true,
      checked: rows.length,
      firstBrokenId: null,
      problem: null,
      checkpointCount: rows.length,
    });
    const last = rows.at(-1)!;
    assert.equal(last.hash_version, 2);
    assert.notEqual(last.hash, plainHash(last.prev_hash, last));
  });

  test('Admin and AuditViewer may run the verification through the API; others may not', async () => {
    const viewer = await t.userWithRoles(['AuditViewer']);
    const res = await viewer.get<AuditVerification>('/api/v2/admin/audit/verify');
    assert.equal(res.status, 200);
    assert.equal(res.body.ok, true);
    assert.equal((await t.admin.get<AuditVerification>('/api/v2/admin/audit/verify')).body.ok, true);
    const hr = await t.userWithRoles(['Employee']);
    assert.equal((await hr.get('/api/v2/admin/audit/verify')).status, 403);
  });

  test('the trail refuses UPDATE, DELETE and TRUNCATE while its triggers are on', async () => {
    for (const statement of [
      sql`UPDATE audit_log SET action = 'y' WHERE id = (SELECT max(id) FROM audit_log)`,
      sql`DELETE FROM audit_log WHERE id = (SELECT max(id) FROM audit_log)`,
      sql`TRUNCATE audit_log`,
    ]) {
      await assert.rejects(statement.execute(db), (e: { code?: string }) => e.code === 'IL409');
    }
  });

  test('deleting the last entries shows: the trail ends before its checkpoint', async () => {
    await record(db, 3, 'tail');
    const rows = await allRows(db);
    const removed = rows.slice(-3);
    const kept = rows.at(-4)!;
    await asIntruder(db, async () => {
      await db.deleteFrom('audit_log').where('id', '>=', removed[0]!.id).execute();
    });
    const res = await verify();
    assert.equal(res.ok, false);
    assert.equal(res.checked, rows.length - 3);
    assert.equal(res.checkpointCount, rows.length);
    assert.equal(
      res.problem,
      `The trail ends at entry #${kept.id} after ${rows.length - 3} entries, but its checkpoint says ${rows.length} entries ending at #${removed[2]!.id}: entries were removed.`,
    );
    // An entry appended afterwards does not hide the gap.
    await record(db, 1, 'after-gap');
    const later = await verify();
    assert.equal(later.ok, false);
    assert.match(later.problem ?? '', /entries were removed/);
    // Put the removed entries back (and drop the new one): sound again.
    const extra = (await allRows(db)).at(-1)!;
    await asIntruder(db, async () => {
      await db.deleteFrom('audit_log').where('id', '=', extra.id).execute();
    });
    await putBack(db, removed);
    await db
      .updateTable('audit_checkpoint')
      .set({ entry_count: rows.length, head_id: removed[2]!.id, head_hash: removed[2]!.hash })
      .execute();
    // The checkpoint's signature no longer matches what it says (it was signed for one entry more).
    assert.match((await verify()).problem ?? '', /does not carry a valid signature/);
  });
});

describe('editing an entry and recomputing the chain', () => {
  let t: TestApp;
  let db: Kysely<Database>;
  let dataDir: string;
  before(async () => {
    t = await createTestApp();
    db = t.running.database.db;
    dataDir = t.running.services.config.dataDir;
    await record(db, 6, 'e');
  });
  after(async () => t.close());
  const verify = () => verifyAuditChain(db, { dataDir });

  test('an edited entry is named', async () => {
    const rows = await allRows(db);
    const victim = rows.at(-3)!;
    await asIntruder(db, async () => {
      await db
        .updateTable('audit_log')
        .set({ new_values: JSON.stringify({ i: 99 }) })
        .where('id', '=', victim.id)
        .execute();
    });
    const res = await verify();
    assert.equal(res.ok, false);
    assert.equal(res.firstBrokenId, victim.id);
    assert.equal(res.problem, `Entry #${victim.id} does not match its hash: it was changed after it was written.`);
    await putBack(db, [victim]);
    assert.equal((await verify()).ok, true);
  });

  test('recomputing the rest of the chain with plain SHA-256 does not make it verify', async () => {
    const rows = await allRows(db);
    const from = rows.length - 3;
    let prev = rows[from - 1]!.hash;
    await asIntruder(db, async () => {
      for (const r of rows.slice(from)) {
        const edited = r.id === rows[from]!.id ? { ...r, new_values: { i: 99 } } : r;
        const hash = plainHash(prev, edited);
        await db
          .updateTable('audit_log')
          .set({ new_values: JSON.stringify(edited.new_values), prev_hash: prev, hash })
          .where('id', '=', r.id)
          .execute();
        prev = hash;
      }
      await db.updateTable('audit_checkpoint').set({ head_hash: prev }).execute();
    });
    const res = await verify();
    assert.equal(res.ok, false);
    assert.match(res.problem ?? '', /does not carry a valid signature/);
    // Even with the checkpoint left alone, the first rewritten entry is named.
    await db
      .updateTable('audit_checkpoint')
      .set({ head_hash: rows.at(-1)!.hash })
      .execute();
    const named = await verify();
    assert.equal(named.firstBrokenId, rows[from]!.id);
    assert.match(named.problem ?? '', /does not match its hash/);
  });

  test('rewriting the whole trail as unkeyed entries shows against the checkpoint copy in DATA_DIR', async () => {
    const rows = await allRows(db);
    let prev: string | null = null;
    await asIntruder(db, async () => {
      for (const r of rows) {
        const hash = plainHash(prev, r);
        await db
          .updateTable('audit_log')
          .set({ prev_hash: prev, hash, hash_version: 1 })
          .where('id', '=', r.id)
          .execute();
        prev = hash;
      }
    });
    // The intruder even gets the table checkpoint re-signed, by resetting it and waiting for a restart.
    await db.updateTable('audit_checkpoint').set({ head_hash: prev, mac: null }).execute();
    assert.match((await verify()).problem ?? '', /not signed/);
    await sealCheckpointFile(db, dataDir, { signUnsigned: true });
    const res = await verify();
    assert.equal(res.ok, false);
    assert.match(res.problem ?? '', /is not the one the checkpoint copy in DATA_DIR\/keys recorded/);
  });
});

describe('a checkpoint rolled back to an older signed copy', () => {
  let t: TestApp;
  let db: Kysely<Database>;
  let dataDir: string;
  before(async () => {
    t = await createTestApp();
    db = t.running.database.db;
    dataDir = t.running.services.config.dataDir;
  });
  after(async () => t.close());

  test('is caught by the copy in DATA_DIR', async () => {
    await record(db, 4, 'a');
    const older = await db.selectFrom('audit_checkpoint').selectAll().executeTakeFirstOrThrow();
    await record(db, 2, 'b');
    // The hourly job (and every sound verification) moves the copy forward.
    await sealCheckpointFile(db, dataDir);
    const rows = await allRows(db);
    await asIntruder(db, async () => {
      await db.deleteFrom('audit_log').where('id', '>', older.head_id!).execute();
    });
    await db
      .updateTable('audit_checkpoint')
      .set({ entry_count: older.entry_count, head_id: older.head_id, head_hash: older.head_hash, mac: older.mac })
      .execute();
    const res = await verifyAuditChain(db, { dataDir });
    assert.equal(res.ok, false);
    assert.equal(
      res.problem?.replace(/ on \S+:/, ' on (time):'),
      `The trail has ${older.entry_count} entries, but the checkpoint copy in DATA_DIR/keys recorded ${rows.length} entries ending at #${rows.at(-1)!.id} on (time): entries were removed, or the database was restored from an older copy.`,
    );
  });

  test('entries written straight into the table after the head are reported', async () => {
    const fresh = await createTestApp();
    try {
      const fdb = fresh.running.database.db;
      await record(fdb, 2, 'c');
      const last = (await allRows(fdb)).at(-1)!;
      const { id: _id, ...copy } = last;
      const forged = await fdb
        .insertInto('audit_log')
        .values({
          ...copy,
          entity_id: 'forged',
          prev_hash: last.hash,
          old_values: null,
          new_values: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const res = await verifyAuditChain(fdb);
      assert.equal(res.ok, false);
      assert.equal(res.firstBrokenId, forged.id);
      assert.match(res.problem ?? '', /added outside the portal/);
    } finally {
      await fresh.close();
    }
  });
});

describe('a trail written before the chain was keyed', () => {
  test('verifies as plain SHA-256 up to the first keyed entry, which seals it', async () => {
    const t = await createTestApp();
    try {
      const db = t.running.database.db;
      const dataDir = t.running.services.config.dataDir;
      // The state migration 0040 leaves: unkeyed entries and an unsigned checkpoint of them.
      await asIntruder(db, async () => {
        await db.deleteFrom('audit_log').execute();
        let prev: string | null = null;
        for (let i = 0; i < 3; i += 1) {
          const at = new Date(Date.UTC(2025, 0, 1, 0, i)).toISOString();
          const base = {
            at: new Date(at),
            actor_user_id: 1,
            actor_name: 'Portal Administrator',
            ip_address: '127.0.0.1',
            entity_type: 'legacy',
            entity_id: String(i),
            action: 'created',
            old_values: null,
            new_values: { i },
          };
          const hash = plainHash(prev, base);
          const row = await db
            .insertInto('audit_log')
            .values({ ...base, new_values: JSON.stringify(base.new_values), prev_hash: prev, hash, hash_version: 1 })
            .returning('id')
            .executeTakeFirstOrThrow();
          prev = hash;
          await db
            .updateTable('audit_checkpoint')
            .set({ entry_count: i + 1, head_id: row.id, head_hash: hash, mac: null })
            .execute();
        }
      });
      await sealCheckpointFile(db, dataDir, { signUnsigned: true });
      await record(db, 2, 'keyed');
      const res = await verifyAuditChain(db, { dataDir });
      assert.equal(res.ok, true, res.problem ?? '');
      assert.equal(res.checked, 5);
      assert.deepEqual(
        (await allRows(db)).map((r) => r.hash_version),
        [1, 1, 1, 2, 2],
      );
      // Rewriting an unkeyed entry (and its unkeyed successors) breaks at the first keyed one.
      const rows = await allRows(db);
      let prev: string | null = null;
      await asIntruder(db, async () => {
        for (const r of rows.slice(0, 3)) {
          const edited = r.id === rows[1]!.id ? { ...r, action: 'deleted' } : r;
          const hash = plainHash(prev, edited);
          await db
            .updateTable('audit_log')
            .set({ action: edited.action, prev_hash: prev, hash })
            .where('id', '=', r.id)
            .execute();
          prev = hash;
        }
      });
      const broken = await verifyAuditChain(db, { dataDir });
      assert.equal(broken.ok, false);
      assert.equal(broken.firstBrokenId, rows[3]!.id);
    } finally {
      await t.close();
    }
  });
});
