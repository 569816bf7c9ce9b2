// `npm run restore -- <backup.tar.gz>`: brings a backup back into an empty DATA_DIR (and, for a
// server backup, the empty database of DATABASE_URL), then checks every table, every stored file
// and the audit chain against what the backup recorded (decision 018).
import { ConfigError, loadConfig } from '../platform/config/config.ts';
import { RestoreRefused, restoreBackup } from '../platform/backup/restore.ts';
import { runningPortal } from './running-portal.ts';

async function main(): Promise<number> {
  const archive = process.argv[2];
  if (!archive) {
    console.error('Name the backup to restore: npm run restore -- backups/ilaw-backup-YYYYMMDD-HHMMSS.tar.gz');
    return 2;
  }
  const config = loadConfig();
  const pid = runningPortal(config.dataDir);
  if (pid !== null) {
    console.error(`The portal (process ${pid}) runs on ${config.dataDir}: stop it, or restore into another DATA_DIR.`);
    return 1;
  }
  const report = await restoreBackup(archive, {
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    auditHmacKey: config.auditHmacKey,
    pgRestore: config.backup.pgRestore,
  });
  const tables = Object.keys(report.manifest.tables).length;
  const rows = Object.values(report.manifest.tables).reduce((n, t) => n + t.rows, 0);
  console.log(
    `Restored the backup of ${report.manifest.createdAt} (portal ${report.manifest.portalVersion}, migration ${report.manifest.migrationLevel ?? '-'}).`,
  );
  console.log(
    `  ${tables} tables, ${rows} rows: ${report.tableProblems.length === 0 ? 'all match the backup' : 'DIFFERENCES'}`,
  );
  for (const p of report.tableProblems) console.log(`    ${p}`);
  console.log(
    `  ${report.manifest.dataFolder.files} files in the data folder; ${report.missingFiles} stored files missing`,
  );
  console.log(
    `  audit trail: ${report.audit.ok ? `${report.audit.checked} entries verified` : `BROKEN: ${report.audit.problem ?? ''}`}`,
  );
  if (report.ok)
    console.log('Start the portal on this data folder: migrations newer than the backup are applied at start.');
  return report.ok ? 0 : 1;
}

main()
  .then((code) => process.exit(code))
  .catch((error: unknown) => {
    if (error instanceof ConfigError || error instanceof RestoreRefused) console.error(error.message);
    else console.error(`The restore failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
