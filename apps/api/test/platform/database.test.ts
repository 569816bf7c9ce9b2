// The embedded database: a DATA_DIR made by another PostgreSQL major version (an older PGlite) is
// refused with what to do, and the version that check expects is the one PGlite really embeds.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { sql } from 'kysely';
import { openDatabase, PGLITE_POSTGRES_MAJOR } from '../../src/platform/db/database.ts';

const dirs: string[] = [];
after(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
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
