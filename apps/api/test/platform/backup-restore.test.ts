// Backups and restore (decision 018): a backup taken while the portal runs comes back into an
// empty data folder (and, on PostgreSQL, an empty database) with every row, stored file and audit
// entry; the restored portal starts and serves the uploaded photo byte for byte.
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import type { Employee } from '@ilaw/contracts/hr/employees/employee';
import type { Job } from '@ilaw/contracts/platform/jobs';
import type { BackupStatus } from '@ilaw/contracts/platform/backups/backup';
import pg from 'pg';
import { startApp } from '../../src/app.ts';
import { createBackup, pruneBackups } from '../../src/platform/backup/backup.ts';
import { RestoreRefused, restoreBackup } from '../../src/platform/backup/restore.ts';
import { compareFacts, databaseFacts } from '../../src/platform/backup/table-facts.ts';
import { loadConfig } from '../../src/platform/config/config.ts';
import { PNG, employeeBody, upload } from '../hr/hr-support.ts';
import {
  ADMIN_PASSWORD,
  TEST_AUDIT_KEY,
  TestClient,
  USER_PASSWORD,
  createTestApp,
  type TestApp,
} from '../support/test-app.ts';

const pgBase = process.env['TEST_DATABASE_URL'];
const scratch = mkdtempSync(path.join(tmpdir(), 'ilaw-backup-test-'));
const backupDir = path.join(scratch, 'backups');
let t: TestApp;
let employee: Employee;
const dropLater: string[] = [];

async function emptyDatabase(): Promise<string | undefined> {
  if (!pgBase) return undefined;
  const name = `ilaw_restore_${Date.now().toString(36)}_${Math.floor(Math.random() * 1e6)}`;
  const c = new pg.Client({ connectionString: pgBase });
  await c.connect();
  await c.query(`CREATE DATABASE ${name}`);
  await c.end();
  dropLater.push(name);
  const url = new URL(pgBase);
  url.pathname = `/${name}`;
  return url.toString();
}

before(async () => {
  t = await createTestApp({ BACKUP_DIR: backupDir, BACKUP_KEEP: '2' });
  const hr = await t.userWithRoles(['Employee'], { username: 'backup.hr' });
  employee = (await hr.post<Employee>('/api/isd/hr/Employees', employeeBody({ employeeId: 'BK-1' }))).body;
  const photo = await upload<Employee>(hr, `/api/isd/hr/Employees/${employee.id}/UpdateImage`, [
    { name: 'file', fileName: 'me.png', contentType: 'image/png', bytes: PNG },
  ]);
  assert.equal(photo.status, 200, JSON.stringify(photo.body));
});

after(async () => {
  await t.close();
  if (pgBase) {
    const c = new pg.Client({ connectionString: pgBase });
    await c.connect();
    for (const name of dropLater) await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await c.end();
  }
  rmSync(scratch, { recursive: true, force: true });
});

test('Back up now queues one backup; the dashboard status shows its size, and warns before the first', async () => {
  const before = await t.admin.get<BackupStatus>('/api/v2/admin/backups');
  assert.equal(before.status, 200);
  assert.equal(before.body.warning, 'No backup has been made yet.');

  const clicks = await Promise.all(
    Array.from({ length: 5 }, () => t.admin.post<{ jobId: string }>('/api/v2/admin/backups', {})),
  );
  assert.deepEqual(
    clicks.map((c) => c.status).sort(),
    [200, 409, 409, 409, 409],
    'five clicks at once queue one backup',
  );
  const jobId = clicks.find((c) => c.status === 200)!.body.jobId;
  await t.running.services.jobs.drain();
  const job = await t.admin.get<Job>(`/api/v2/jobs/${jobId}`);
  assert.equal(job.body.status, 'succeeded', job.body.error ?? '');

  const status = await t.admin.get<BackupStatus>('/api/v2/admin/backups');
  assert.equal(status.body.warning, null);
  const [last] = status.body.backups;
  assert.equal(last?.status, 'succeeded');
  assert.equal(last?.trigger, 'user');
  assert.equal(last?.requestedBy, 'Portal Administrator');
  assert.ok((last?.sizeBytes ?? 0) > 0);
  assert.ok(existsSync(path.join(backupDir, last!.fileName)));

  const staff = await t.userWithRoles(['Employee']);
  assert.equal((await staff.get('/api/v2/admin/backups')).status, 403);
  assert.equal((await staff.post('/api/v2/admin/backups', {})).status, 403);
});

test('a backup restores into an empty folder with every row, file and audit entry; the portal starts on it', async () => {
  const outcome = await createBackup(t.running.database, t.running.services.config, { trigger: 'command' });
  // Written after the backup: not in it.
  await t.admin.post('/api/v2/admin/departments', { code: 'AFTER', name: 'Made after the backup' });

  const target = mkdtempSync(path.join(scratch, 'restored-'));
  const databaseUrl = await emptyDatabase();
  const report = await restoreBackup(outcome.file, {
    dataDir: target,
    databaseUrl,
    auditHmacKey: TEST_AUDIT_KEY,
    pgRestore: 'pg_restore',
  });
  assert.deepEqual(report.tableProblems, []);
  assert.equal(report.missingFiles, 0);
  assert.equal(report.audit.ok, true, report.audit.problem ?? '');
  assert.ok(report.audit.checked >= 3, JSON.stringify(report.audit));
  assert.ok((report.manifest.tables['employees']?.rows ?? 0) >= 1, JSON.stringify(report.manifest.tables));
  assert.ok((report.manifest.tables['stored_files']?.rows ?? 0) >= 1);
  assert.equal(report.ok, true);

  // The portal starts on the restored copy (migrations newer than the backup would apply here).
  const config = loadConfig({
    PORTAL_ADMIN_PASSWORD: ADMIN_PASSWORD,
    DATA_DIR: target,
    LOG_LEVEL: 'silent',
    JOB_WORKER: 'false',
    AUDIT_HMAC_KEY: TEST_AUDIT_KEY,
    BACKUP_DIR: path.join(scratch, 'restored-backups'),
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  const restored = await startApp(config, { demo: 'no', listen: false, announce: () => {} });
  try {
    const admin = new TestClient(restored);
    await admin.login('admin', ADMIN_PASSWORD);
    const hr = new TestClient(restored);
    await hr.login('backup.hr', USER_PASSWORD);
    const image = await hr.get(`/api/isd/hr/Employees/${employee.id}/image`);
    assert.equal(image.status, 200);
    assert.ok(image.raw.equals(PNG), 'the uploaded photo comes back byte for byte');
    const departments = await admin.get<{ code: string }[]>('/api/v2/admin/departments');
    assert.ok(!JSON.stringify(departments.body).includes('AFTER'), 'what came after the backup is not there');
    const audit = await admin.get<{ ok: boolean }>('/api/v2/admin/audit/verify');
    assert.equal(audit.body.ok, true);

    // The comparison can fail: a changed value with the same row count is found.
    await restored.database.db
      .updateTable('employees')
      .set({ first_name: 'CHANGED' })
      .where('id', '=', employee.id)
      .execute();
    const changed = await restored.database.withSession((run) => databaseFacts(run));
    // (Signing in above added sessions: only the employees line is this change.)
    assert.deepEqual(
      compareFacts(report.manifest.tables, changed).filter((p) => p.startsWith('Table employees')),
      ['Table employees has other contents than the backup.'],
    );
  } finally {
    await restored.close();
  }

  await assert.rejects(
    restoreBackup(outcome.file, {
      dataDir: target,
      databaseUrl,
      auditHmacKey: TEST_AUDIT_KEY,
      pgRestore: 'pg_restore',
    }),
    (error: unknown) => error instanceof RestoreRefused && /not empty/.test(error.message),
    'a second restore into the same place is refused',
  );
  const notABackup = path.join(scratch, 'photo.tar.gz');
  await assert.rejects(
    restoreBackup(notABackup, { dataDir: mkdtempSync(path.join(scratch, 'x-')), pgRestore: 'pg_restore' }),
    RestoreRefused,
  );
});

test('only the newest BACKUP_KEEP backups stay', async () => {
  await createBackup(t.running.database, t.running.services.config, { trigger: 'command' });
  await createBackup(t.running.database, t.running.services.config, { trigger: 'command' });
  const names = readdirSync(backupDir).filter((n) => n.endsWith('.tar.gz'));
  assert.equal(names.length, 2, names.join(', '));
  assert.deepEqual(await pruneBackups(backupDir, 2), []);
});
