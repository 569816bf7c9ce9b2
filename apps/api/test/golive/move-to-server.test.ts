// Moving a running portal from the embedded database to a PostgreSQL server (issue 19, decision
// 019): a backup of the embedded database restored with DATABASE_URL lands on the empty server
// with every row (checksums compared table by table), stored file and audit entry; the portal
// starts on the server, serves the photo, and numbers new records after the moved ones. Needs a
// server: runs when TEST_DATABASE_URL names one.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import type { Employee } from '@ilaw/contracts/hr/employees/employee';
import pg from 'pg';
import { startApp } from '../../src/app.ts';
import { createBackup } from '../../src/platform/backup/backup.ts';
import { RestoreRefused, restoreBackup } from '../../src/platform/backup/restore.ts';
import { loadConfig } from '../../src/platform/config/config.ts';
import { PNG, employeeBody, upload } from '../hr/hr-support.ts';
import { ADMIN_PASSWORD, TEST_AUDIT_KEY, TestClient, USER_PASSWORD, createTestApp } from '../support/test-app.ts';

const pgBase = process.env['TEST_DATABASE_URL'];
const scratch = mkdtempSync(path.join(tmpdir(), 'ilaw-move-test-'));
const dropLater: string[] = [];

async function emptyDatabase(base: string): Promise<string> {
  const name = `ilaw_move_${randomBytes(5).toString('hex')}`;
  const c = new pg.Client({ connectionString: base });
  await c.connect();
  await c.query(`CREATE DATABASE ${name}`);
  await c.end();
  dropLater.push(name);
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

after(async () => {
  if (pgBase) {
    const c = new pg.Client({ connectionString: pgBase });
    await c.connect();
    for (const name of dropLater) await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await c.end();
  }
  rmSync(scratch, { recursive: true, force: true });
});

function csvUpload(client: TestClient, kind: string, lines: string[]) {
  const boundary = `----move${randomBytes(6).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${kind}.csv"\r\nContent-Type: text/csv\r\n\r\n`,
    ),
    Buffer.from(lines.join('\r\n') + '\r\n'),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return client.request<{ posted: number }>('POST', `/api/admin/GoLive/${kind}/Import`, {
    payload,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
}

test(
  'an embedded portal moves to an empty PostgreSQL server with every row, file and audit entry',
  { skip: !pgBase },
  async () => {
    // The source is the embedded database, whatever the test run uses.
    const saved = process.env['TEST_DATABASE_URL'];
    delete process.env['TEST_DATABASE_URL'];
    const t = await createTestApp({ BACKUP_DIR: path.join(scratch, 'backups') });
    process.env['TEST_DATABASE_URL'] = saved;
    let backupFile: string;
    let employee: Employee;
    try {
      const hr = await t.userWithRoles(['Employee'], { username: 'move.hr' });
      employee = (await hr.post<Employee>('/api/isd/hr/Employees', employeeBody({ employeeId: 'MV-1' }))).body;
      const photo = await upload<Employee>(hr, `/api/isd/hr/Employees/${employee.id}/UpdateImage`, [
        { name: 'file', fileName: 'me.png', contentType: 'image/png', bytes: PNG },
      ]);
      assert.equal(photo.status, 200, JSON.stringify(photo.body));
      const admin = await t.userWithRoles(['Admin']);
      // Consumers, their opening bills (posted records, ledger) and an advance (posted records).
      const c = await csvUpload(admin, 'consumers', [
        'Account No,Name,Branch,Town,Barangay,Class,Route,Deposit',
        'MV-0001,"ONE, CONSUMER",San Jose,San Jose,Poblacion,R,MV1,"1,000.50"',
        'MV-0002,"TWO, CONSUMER",San Jose,San Jose,Poblacion,C,MV1,0',
      ]);
      assert.equal(c.body.posted, 2);
      const b = await csvUpload(admin, 'opening-balances', [
        'Account No,Bill Month,Amount,Surcharge,VAT',
        'MV-0001,2020-01,100.25,1.5,12.03',
      ]);
      assert.equal(b.body.posted, 1);
      const a = await csvUpload(admin, 'advances', ['Account No,Advance Balance', 'MV-0002,75.10']);
      assert.equal(a.body.posted, 1);
      backupFile = (await createBackup(t.running.database, t.running.services.config, { trigger: 'command' })).file;
    } finally {
      await t.close();
    }

    const target = mkdtempSync(path.join(scratch, 'server-data-'));
    const databaseUrl = await emptyDatabase(pgBase!);
    const report = await restoreBackup(backupFile, {
      dataDir: target,
      databaseUrl,
      auditHmacKey: TEST_AUDIT_KEY,
      pgRestore: 'pg_restore',
    });
    assert.deepEqual(report.tableProblems, []);
    assert.equal(report.missingFiles, 0);
    assert.equal(report.audit.ok, true, report.audit.problem ?? '');
    assert.ok(report.audit.checked >= 3);
    assert.equal(report.ok, true);

    // A server that is not empty is refused.
    await assert.rejects(
      restoreBackup(backupFile, {
        dataDir: mkdtempSync(path.join(scratch, 'again-')),
        databaseUrl,
        auditHmacKey: TEST_AUDIT_KEY,
        pgRestore: 'pg_restore',
      }),
      (e: unknown) => e instanceof RestoreRefused && /not empty/.test(e.message),
    );

    const config = loadConfig({
      PORTAL_ADMIN_PASSWORD: ADMIN_PASSWORD,
      DATA_DIR: target,
      LOG_LEVEL: 'silent',
      JOB_WORKER: 'false',
      AUDIT_HMAC_KEY: TEST_AUDIT_KEY,
      BACKUP_DIR: path.join(scratch, 'server-backups'),
      DATABASE_URL: databaseUrl,
    });
    const moved = await startApp(config, { demo: 'no', listen: false, announce: () => {} });
    try {
      const hr = new TestClient(moved);
      await hr.login('move.hr', USER_PASSWORD);
      const image = await hr.get(`/api/isd/hr/Employees/${employee.id}/image`);
      assert.equal(image.status, 200);
      assert.ok(image.raw.equals(PNG), 'the photo comes back byte for byte');
      const db = moved.database.db;
      const bill = await db
        .selectFrom('billing_bills as b')
        .innerJoin('billing_consumers as c', 'c.id', 'b.consumer_id')
        .select(['b.total_amount', 'b.status'])
        .where('c.account_no', '=', 'MV-0001')
        .executeTakeFirstOrThrow();
      assert.deepEqual([bill.total_amount, bill.status], ['113.78', 'Posted']);
      // Sequences follow the moved rows: a new employee gets the next id, not a used one.
      const next = await hr.post<Employee>('/api/isd/hr/Employees', employeeBody({ employeeId: 'MV-2' }));
      assert.equal(next.status, 201, JSON.stringify(next.body));
      assert.ok(next.body.id > employee.id);
      // Posted records are protected again on the server.
      await assert.rejects(db.deleteFrom('billing_ledger_entries').execute(), /cannot be changed or removed/);
      const admin = new TestClient(moved);
      await admin.login('admin', ADMIN_PASSWORD);
      const audit = await admin.get<{ ok: boolean }>('/api/v2/admin/audit/verify');
      assert.equal(audit.body.ok, true);
    } finally {
      await moved.close();
    }
  },
);
