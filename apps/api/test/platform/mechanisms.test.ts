// The shared mechanisms every module builds on: audit chain, jobs, file checks, document
// numbers and idempotent posting.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { deflateSync } from 'node:zlib';
import { sql } from 'kysely';
import { recordAudit } from '../../src/platform/audit/audit-trail.ts';
import { IMAGE_TYPES, contentDisposition } from '../../src/platform/files/file-store.ts';
import { claimIdempotencyKey } from '../../src/platform/idempotency/idempotency.ts';
import { nextDocumentNumber } from '../../src/platform/numbering/document-numbers.ts';
import { HttpError } from '../../src/platform/http/errors.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(async () => t.close());

const actor = { userId: 1, name: 'Portal Administrator', ip: '127.0.0.1' };

// Tampering with the chain: audit-chain.test.ts.
describe('audit trail', () => {
  test('an entry rolls back with its transaction', async () => {
    const db = t.running.database.db;
    await assert.rejects(
      db.transaction().execute(async (trx) => {
        await recordAudit(trx, actor, { entityType: 'test', entityId: 'rolled-back', action: 'x' });
        throw new Error('boom');
      }),
    );
    const rows = await db.selectFrom('audit_log').select('id').where('entity_id', '=', 'rolled-back').execute();
    assert.equal(rows.length, 0);
  });
});

describe('background jobs', () => {
  test('run with progress and keep their result; the owner can follow them', async () => {
    const { jobs } = t.running.services;
    jobs.register<{ n: number }>('test.count', async ({ payload, progress }) => {
      for (let i = 1; i <= payload.n; i += 1) await progress.report(i, payload.n);
      await progress.message('counted');
      return { counted: payload.n };
    });
    const me = (await t.admin.get<{ id: number }>('/api/auth/user')).body;
    const id = await jobs.enqueue('test.count', { n: 3 }, { createdBy: me.id });
    const queued = await t.admin.get<{ status: string }>(`/api/v2/jobs/${id}`);
    assert.equal(queued.body.status, 'queued');
    assert.equal(await jobs.drain(), 1);
    const done = await t.admin.get<{
      status: string;
      progressDone: number;
      progressTotal: number;
      messages: string[];
      result: unknown;
    }>(`/api/v2/jobs/${id}`);
    assert.equal(done.body.status, 'succeeded');
    assert.equal(done.body.progressDone, 3);
    assert.equal(done.body.progressTotal, 3);
    assert.deepEqual(done.body.messages, ['counted']);
    assert.deepEqual(done.body.result, { counted: 3 });
    const other = await t.userWithRoles([]);
    assert.equal((await other.get(`/api/v2/jobs/${id}`)).status, 404, "someone else's job is not shown");
  });

  test('retry, then fail with the error kept', async () => {
    const { jobs } = t.running.services;
    let calls = 0;
    jobs.register('test.flaky', async () => {
      calls += 1;
      throw new Error(`attempt ${calls} failed`);
    });
    const id = await jobs.enqueue('test.flaky', {}, { maxAttempts: 2 });
    await jobs.drain();
    const db = t.running.database.db;
    let row = await db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    assert.equal(row.status, 'queued', 'queued again after the first failure');
    await db
      .updateTable('jobs')
      .set({ run_after: new Date(0) })
      .where('id', '=', id)
      .execute();
    await jobs.drain();
    row = await db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    assert.equal(row.status, 'failed');
    assert.equal(row.attempts, 2);
    assert.equal(row.error, 'attempt 2 failed');
  });

  test('a job whose worker vanished is taken again when its lease runs out', async () => {
    const { jobs } = t.running.services;
    jobs.register('test.orphan', async () => 'recovered');
    const id = await jobs.enqueue('test.orphan', {});
    const db = t.running.database.db;
    await db
      .updateTable('jobs')
      .set({ status: 'running', locked_by: 'dead-worker', locked_until: new Date(Date.now() - 1000) })
      .where('id', '=', id)
      .execute();
    await jobs.drain();
    const row = await db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    assert.equal(row.status, 'succeeded');
    assert.equal(row.result, 'recovered');
  });
});

function tinyPng(): Buffer {
  const crc = (buf: Buffer) => {
    let c = ~0;
    for (const b of buf) {
      c ^= b;
      for (let k = 0; k < 8; k += 1) c = (c >>> 1) ^ (0xedb88320 & -(c & 1));
    }
    return ~c >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const td = Buffer.concat([Buffer.from(type), data]);
    const c = Buffer.alloc(4);
    c.writeUInt32BE(crc(td));
    return Buffer.concat([len, td, c]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(1, 0);
  ihdr.writeUInt32BE(1, 4);
  ihdr[8] = 8;
  ihdr[9] = 2;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.from([0, 255, 0, 0]))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('file store', () => {
  test('checks type by content, not by name, and size before writing', async () => {
    const { files } = t.running.services;
    const db = t.running.database.db;
    const png = tinyPng();
    const saved = await files.save(
      db,
      { bytes: png, originalName: '../../etc/photo.jpg', createdBy: null },
      { contentTypes: IMAGE_TYPES },
    );
    assert.equal(saved.contentType, 'image/png', 'the bytes say PNG whatever the name says');
    assert.equal(saved.originalName, 'photo.jpg', 'no folders from the client');
    const read = await files.read(db, saved.id);
    assert.deepEqual(read?.bytes, png);

    await assert.rejects(
      files.save(
        db,
        { bytes: Buffer.from('MZ not an image'), originalName: 'x.png', createdBy: null },
        { contentTypes: IMAGE_TYPES },
      ),
      (e: unknown) => e instanceof HttpError && e.status === 415,
    );
    await assert.rejects(
      files.save(db, { bytes: Buffer.alloc(2048), originalName: 'big.bin', createdBy: null }, { maxBytes: 1024 }),
      (e: unknown) => e instanceof HttpError && e.status === 413,
    );
  });

  test('download names are clean and keep non-ASCII names', () => {
    assert.equal(
      contentDisposition('Niño "report".xlsx'),
      `attachment; filename="Ni_o report.xlsx"; filename*=UTF-8''Ni%C3%B1o%20report.xlsx`,
    );
  });
});

describe('document numbers', () => {
  test('are sequential per series and scope; a rollback returns the number (no gaps)', async () => {
    const db = t.running.database.db;
    const take = (series: string, scope: string) =>
      db.transaction().execute((trx) => nextDocumentNumber(trx, series, scope));
    assert.equal(await take('OR', '5-2026'), 1);
    assert.equal(await take('OR', '5-2026'), 2);
    assert.equal(await take('OR', '10-2026'), 1, 'another branch has its own series');
    await assert.rejects(
      db.transaction().execute(async (trx) => {
        await nextDocumentNumber(trx, 'OR', '5-2026');
        throw new Error('posting failed');
      }),
    );
    assert.equal(await take('OR', '5-2026'), 3);
  });

  test('concurrent posters get distinct numbers with no gaps', async () => {
    const db = t.running.database.db;
    const got = await Promise.all(
      Array.from({ length: 20 }, () =>
        db.transaction().execute(async (trx) => {
          const n = await nextDocumentNumber(trx, 'MCT', '2026');
          await sql`SELECT pg_sleep(0.005)`.execute(trx);
          return n;
        }),
      ),
    );
    assert.deepEqual(
      [...got].sort((a, b) => a - b),
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
  });
});

describe('idempotent posting', () => {
  test('a key is claimed once; the replay sees the first result', async () => {
    const db = t.running.database.db;
    const post = () =>
      db.transaction().execute(async (trx) => {
        const claim = await claimIdempotencyKey<{ posted: number }>(trx, 'collection-upload', 'sha256:abc', null);
        if (!claim.claimed) return { replay: true, previous: claim.previousResult };
        await trx
          .updateTable('idempotency_keys')
          .set({ result: JSON.stringify({ posted: 12 }) })
          .where('key', '=', 'sha256:abc')
          .execute();
        return { replay: false, previous: null };
      });
    assert.deepEqual(await post(), { replay: false, previous: null });
    assert.deepEqual(await post(), { replay: true, previous: { posted: 12 } });
  });

  test('a rolled-back claim can be claimed again', async () => {
    const db = t.running.database.db;
    await assert.rejects(
      db.transaction().execute(async (trx) => {
        await claimIdempotencyKey(trx, 'upload', 'k1', null);
        throw new Error('the work failed');
      }),
    );
    const second = await db.transaction().execute((trx) => claimIdempotencyKey(trx, 'upload', 'k1', null));
    assert.equal(second.claimed, true);
  });
});
