// Operating the portal (decision 018): the readiness check asks the database, the About line
// names the version and the migration level, and LOG_FILE writes a dated log file.
import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import type { PortalInfo } from '@ilaw/contracts/platform/portal-info';
import { migrationFiles } from '../../src/platform/db/migrate.ts';
import { createTestApp } from '../support/test-app.ts';

test('the About line names the version and the last migration; /readyz asks the database', async () => {
  const t = await createTestApp();
  try {
    const info = await t.anonymous().get<PortalInfo>('/api/v2/portal');
    assert.match(info.body.version, /^\d+\.\d+\.\d+$/);
    assert.equal(info.body.migrationLevel, [...migrationFiles()].sort().at(-1));
    const ready = await t.anonymous().get<{ status: string; database: string }>('/readyz');
    assert.equal(ready.status, 200);
    assert.equal(ready.body.database, t.running.database.kind);
    // With the database gone, the portal says it is not ready instead of answering from memory.
    await t.running.database.close();
    const down = await t.anonymous().get<{ status: string }>('/readyz');
    assert.equal(down.status, 503);
  } finally {
    await t.running.app.close();
  }
});

test('LOG_FILE writes the log to a file named by the day', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'ilaw-log-'));
  const t = await createTestApp({ LOG_FILE: path.join(dir, 'portal.log'), LOG_LEVEL: 'info' });
  try {
    await t.anonymous().get('/api/v2/portal');
    let files: string[] = [];
    for (let i = 0; i < 40 && files.length === 0; i++) {
      await sleep(50);
      files = readdirSync(dir).filter((f) => f.startsWith('portal.') && f.endsWith('.log'));
    }
    assert.equal(files.length, 1, readdirSync(dir).join(', '));
    assert.match(files[0]!, /^portal\.\d{4}-\d{2}-\d{2}\.1\.log$/);
    for (let i = 0; i < 40 && !readFileSync(path.join(dir, files[0]!), 'utf8').includes('/api/v2/portal'); i++) {
      await sleep(50);
    }
    assert.match(readFileSync(path.join(dir, files[0]!), 'utf8'), /\/api\/v2\/portal/);
  } finally {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  }
});
