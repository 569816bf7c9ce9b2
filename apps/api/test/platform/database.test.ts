// The database handle: a DATA_DIR made by another PostgreSQL major version (an older PGlite) is
// refused with what to do, and the version that check expects is the one PGlite really embeds;
// both engines report what a statement did the same way (affected rows, an aborted commit).
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { isAbortedTransactionError, sql } from 'kysely';
import { openDatabase, PGLITE_POSTGRES_MAJOR } from '../../src/platform/db/database.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

const dirs: string[] = [];
let t: TestApp;
before(async () => {
  t = await createTestApp();
  await sql`CREATE TABLE scratch_rows (n int PRIMARY KEY)`.execute(t.running.database.db);
});
after(async () => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  await t.close();
});

test('a data directory from another PostgreSQL major version is refused with what to do', async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ilaw-pgdata-'));
  dirs.push(dataDir);
  mkdirSync(path.join(dataDir, 'pgdata'));
  writeFileSync(path.join(dataDir, 'pgdata', 'PG_VERSION'), '17\n');
  await assert.rejects(openDatabase({ dataDir }), (error: Error) => {
    assert.match(error.message, /holds a PostgreSQL 17 database/);
    assert.match(error.message, new RegExp(`now ${PGLITE_POSTGRES_MAJOR} and cannot open it`));
    assert.match(error.message, /Delete it/);
    return true;
  });
});

test('the expected major version is the one the installed PGlite embeds', async () => {
  const handle = await openDatabase({ dataDir: '', inMemory: true });
  try {
    const { rows } = await sql<{ v: string }>`SELECT current_setting('server_version_num') AS v`.execute(handle.db);
    assert.equal(String(Math.floor(Number(rows[0]?.v) / 10000)), PGLITE_POSTGRES_MAJOR);
  } finally {
    await handle.close();
  }
});

test('a transaction whose statement failed is reported as rolled back, not committed', async () => {
  const db = t.running.database.db;
  await assert.rejects(
    db.transaction().execute(async (trx) => {
      await trx
        .insertInto('scratch_rows' as never)
        .values({ n: 1 } as never)
        .execute();
      // The duplicate aborts the transaction; catching it does not make the commit succeed.
      await trx
        .insertInto('scratch_rows' as never)
        .values({ n: 1 } as never)
        .execute()
        .catch(() => undefined);
    }),
    (error: unknown) => isAbortedTransactionError(error),
  );
  const { rows } = await sql<{ c: number }>`SELECT count(*)::int AS c FROM scratch_rows`.execute(db);
  assert.equal(rows[0]?.c, 0);
});

test('rows affected by a statement behind a WITH clause are counted', async () => {
  const db = t.running.database.db;
  const result =
    await sql`WITH v AS (SELECT generate_series(10, 12) AS n) INSERT INTO scratch_rows SELECT n FROM v`.execute(db);
  assert.equal(result.numAffectedRows, 3n);
  const removed =
    await sql`WITH gone AS (DELETE FROM scratch_rows WHERE n > 10 RETURNING n) SELECT count(*) FROM gone`.execute(db);
  assert.equal(removed.numAffectedRows, undefined);
  assert.equal(removed.rows.length, 1);
});
