// Backup benchmark (issue 19 item 5, decision 018): a backup and a restore of the demo database on
// the embedded PostgreSQL (target: backup under 60 s), against a baseline measured in the same run:
// reading the same data directory and gzipping it with no database work (what any copy costs).
import { createReadStream, createWriteStream, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { startApp } from '../../apps/api/src/app.ts';
import { createBackup } from '../../apps/api/src/platform/backup/backup.ts';
import { restoreBackup } from '../../apps/api/src/platform/backup/restore.ts';
import { loadConfig } from '../../apps/api/src/platform/config/config.ts';

const KEY = 'bench-audit-key-0123456789abcdef-0123456789abcdef';

async function gzipFolder(dir: string, into: string): Promise<number> {
  let bytes = 0;
  for (const e of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!e.isFile()) continue;
    const file = path.join(e.parentPath, e.name);
    bytes += statSync(file).size;
    await pipeline(createReadStream(file), createGzip({ level: 6 }), createWriteStream(into, { flags: 'a' }));
  }
  return bytes;
}

export async function run(): Promise<void> {
  const scratch = mkdtempSync(path.join(tmpdir(), 'ilaw-bench-backup-'));
  const config = loadConfig({
    DATA_DIR: path.join(scratch, 'data'),
    BACKUP_DIR: path.join(scratch, 'backups'),
    LOG_LEVEL: 'silent',
    JOB_WORKER: 'false',
    AUDIT_HMAC_KEY: KEY,
    PORTAL_ADMIN_PASSWORD: 'Bench#Pass2026',
  });
  try {
    console.log('  seeding the demo database (300 employees, 20,000 consumers, a year of bills)...');
    const running = await startApp(config, { demo: 'yes', listen: false, announce: () => {} });
    let backupMs: number;
    let file: string;
    let size: number;
    let tables: number;
    try {
      const t0 = performance.now();
      const outcome = await createBackup(running.database, config, { trigger: 'command' });
      backupMs = performance.now() - t0;
      file = outcome.file;
      size = outcome.sizeBytes;
      tables = Object.values(outcome.manifest.tables).reduce((n, t) => n + t.rows, 0);
    } finally {
      await running.close();
    }
    const t1 = performance.now();
    const raw = await gzipFolder(config.dataDir, path.join(scratch, 'baseline.gz'));
    const baselineMs = performance.now() - t1;

    const t2 = performance.now();
    const report = await restoreBackup(file, {
      dataDir: path.join(scratch, 'restored'),
      auditHmacKey: KEY,
      pgRestore: config.backup.pgRestore,
    });
    const restoreMs = performance.now() - t2;
    if (!report.ok) throw new Error(`the restored copy differs: ${report.tableProblems.join(' ')}`);

    console.log(`  demo database: ${tables.toLocaleString('en')} rows, ${(raw / 1_048_576).toFixed(0)} MB on disk`);
    console.log(
      `    backup     : ${(backupMs / 1000).toFixed(1)} s, ${(size / 1_048_576).toFixed(1)} MB (target < 60 s)`,
    );
    console.log(`    bare gzip  : ${(baselineMs / 1000).toFixed(1)} s of the same folder`);
    console.log(`    ratio      : ${(backupMs / baselineMs).toFixed(2)} x the bare copy`);
    console.log(`    restore    : ${(restoreMs / 1000).toFixed(1)} s, verified (rows, checksums, files, audit chain)`);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}
