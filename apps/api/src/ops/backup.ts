// `npm run backup`: one backup now (decision 018). On a PostgreSQL server it runs pg_dump itself;
// on the embedded database it asks the running portal (SIGUSR2) and waits for its result, or, when
// no portal runs on DATA_DIR, opens the database and backs it up here.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { createBackup, LAST_BACKUP_FILE, type LastBackup } from '../platform/backup/backup.ts';
import { ConfigError, loadConfig } from '../platform/config/config.ts';
import { openDatabase } from '../platform/db/database.ts';
import { runningPortal } from './running-portal.ts';

function readLast(dir: string): LastBackup | null {
  try {
    return JSON.parse(readFileSync(path.join(dir, LAST_BACKUP_FILE), 'utf8')) as LastBackup;
  } catch {
    return null;
  }
}

function size(bytes: number): string {
  return bytes >= 1_048_576 ? `${(bytes / 1_048_576).toFixed(1)} MB` : `${Math.ceil(bytes / 1024)} kB`;
}

async function main(): Promise<number> {
  const config = loadConfig();
  const pid = config.databaseUrl ? null : runningPortal(config.dataDir);
  if (pid !== null) {
    const asked = new Date();
    console.log(`The portal (process ${pid}) runs on ${config.dataDir}; asking it for a backup.`);
    process.kill(pid, 'SIGUSR2');
    const deadline = Date.now() + 60 * 60_000;
    while (Date.now() < deadline) {
      await sleep(500);
      const last = readLast(config.backup.dir);
      if (last && new Date(last.finishedAt) >= asked) {
        if (last.status === 'failed') {
          console.error(`The backup failed: ${last.message ?? 'no reason given'}`);
          return 1;
        }
        console.log(`Backup written: ${path.join(config.backup.dir, last.file ?? '')} (${size(last.sizeBytes ?? 0)})`);
        return 0;
      }
    }
    console.error('The portal did not finish the backup within an hour; see its log.');
    return 1;
  }
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: 2,
  });
  try {
    const outcome = await createBackup(database, config, { trigger: 'command' });
    console.log(`Backup written: ${outcome.file} (${size(outcome.sizeBytes)})`);
    return 0;
  } finally {
    await database.close();
  }
}

main()
  .then((code) => process.exit(code))
  .catch((error: unknown) => {
    console.error(
      error instanceof ConfigError
        ? error.message
        : `The backup failed: ${error instanceof Error ? error.message : String(error)}`,
    );
    process.exit(1);
  });
