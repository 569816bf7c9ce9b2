// The README's first command: a first start on an empty embedded database loads the whole demo
// (every module's seeder, in the modules' order) and the portal then serves it.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { sql } from 'kysely';
import { startApp } from '../../src/app.ts';
import { loadConfig } from '../../src/platform/config/config.ts';
import { ADMIN_PASSWORD, TEST_AUDIT_KEY, TestClient } from '../support/test-app.ts';

test(
  'a first start with demo data seeds every module and serves it',
  { skip: process.env['TEST_DATABASE_URL'] ? 'the demo is loaded by default on the embedded database only' : false },
  async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'ilaw-demo-'));
    const config = loadConfig({
      PORTAL_ADMIN_PASSWORD: ADMIN_PASSWORD,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      JOB_WORKER: 'false',
      AUDIT_HMAC_KEY: TEST_AUDIT_KEY,
    });
    const running = await startApp(config, { demo: 'auto', listen: false, inMemory: true, announce: () => {} });
    try {
      const count = async (table: string) =>
        Number(
          (await sql<{ n: string }>`SELECT count(*)::text AS n FROM ${sql.table(table)}`.execute(running.database.db))
            .rows[0]?.n,
        );
      assert.equal(await count('employees'), 300);
      assert.ok((await count('billing_consumers')) >= 20_000);
      assert.ok((await count('billing_bills')) > 0);
      assert.ok((await count('collection_payments')) > 0, 'the collection demo posted payments');
      assert.equal(await count('travel_orders'), 11, 'the travel demo filed its orders');
      assert.ok((await count('motorpool_trip_tickets')) > 20, 'the motor pool demo ran its trips');
      assert.ok((await count('it_tickets')) > 0, 'the help desk demo filed requests');
      const admin = new TestClient(running);
      await admin.login('admin', ADMIN_PASSWORD);
      const portal = await admin.get<{ demoMode: boolean }>('/api/v2/portal');
      assert.equal(portal.body.demoMode, true);
    } finally {
      await running.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  },
);
