// One backup: the database (a consistent copy taken while the portal runs), the data folder
// (uploaded files, keys) and a manifest of what it holds, in one dated .tar.gz; the oldest beyond
// BACKUP_KEEP are removed. Each run is a row in `backups` the dashboard reads (decision 018).
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import * as tar from 'tar';
import type { Config } from '../config/config.ts';
import { portalVersion } from '../config/portal-version.ts';
import type { DatabaseHandle, DumpFormat } from '../db/database.ts';
import { databaseFacts, type DatabaseFacts } from './table-facts.ts';
import { runTool } from './pg-tools.ts';

export const BACKUP_FORMAT = 'ilaw-backup/1';
const NAME_PATTERN = /^ilaw-backup-\d{8}-\d{6}(-\d+)?\.tar\.gz$/;

export type BackupTrigger = 'daily' | 'command' | 'user';

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  backupId: number;
  createdAt: string;
  portalVersion: string;
  /** The last migration applied: a restore starts at this level and migrates onwards. */
  migrationLevel: string | null;
  database: { engine: DatabaseHandle['kind']; format: DumpFormat; file: string };
  tables: DatabaseFacts;
  dataFolder: { files: number; bytes: number };
}

export interface BackupOutcome {
  id: number;
  file: string;
  sizeBytes: number;
  manifest: BackupManifest;
}

export type BackupSettings = Pick<Config, 'dataDir' | 'backup'>;

/** 'ilaw-backup-20261122-020000.tar.gz' in Manila time, the cooperative's clock. */
export function backupFileName(at: Date): string {
  const manila = new Date(at.getTime() + 8 * 3_600_000).toISOString();
  const stamp = `${manila.slice(0, 10).replaceAll('-', '')}-${manila.slice(11, 19).replaceAll(':', '')}`;
  return `ilaw-backup-${stamp}.tar.gz`;
}

/** What of DATA_DIR goes into a backup: all but the embedded database, backups kept inside it,
 * and the audit checkpoint copy (rewritten from the restored database, decision 013). */
function dataFolderFilter(settings: BackupSettings): (source: string) => boolean {
  const skip = [path.join(settings.dataDir, 'pgdata'), settings.backup.dir];
  return (source) => {
    const resolved = path.resolve(source);
    if (skip.some((s) => resolved === s || resolved.startsWith(`${s}${path.sep}`))) return false;
    return !/^audit-checkpoint-.*\.json$/.test(path.basename(resolved));
  };
}

async function folderSize(dir: string): Promise<{ files: number; bytes: number }> {
  let files = 0;
  let bytes = 0;
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true, recursive: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { files, bytes };
    throw error;
  }
  for (const e of entries) {
    if (!e.isFile()) continue;
    files += 1;
    bytes += (await stat(path.join(e.parentPath, e.name))).size;
  }
  return { files, bytes };
}

export async function createBackup(
  database: DatabaseHandle,
  settings: BackupSettings,
  request: { trigger: BackupTrigger; requestedBy?: number | null },
): Promise<BackupOutcome> {
  const startedAt = new Date();
  const fileName = backupFileName(startedAt);
  // A data folder from before migration 0060 is backed up all the same, without the record.
  const recorded = await hasBackupsTable(database);
  const row = recorded
    ? await database.db
        .insertInto('backups')
        .values({
          trigger: request.trigger,
          requested_by: request.requestedBy ?? null,
          engine: database.kind,
          file_name: fileName,
          started_at: startedAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    : { id: 0 };
  await mkdir(settings.backup.dir, { recursive: true });
  const staging = await mkdtemp(path.join(settings.backup.dir, '.staging-'));
  try {
    const dbFile = database.kind === 'pglite' ? 'database.tar' : 'database.dump';
    const dumped = await database.dump(
      path.join(staging, dbFile),
      { pgDump: (args) => runTool(settings.backup.pgDump, args) },
      async (run) => {
        const [level] = await run('SELECT max(name) AS name FROM schema_migrations');
        return { tables: await databaseFacts(run), migrationLevel: (level?.['name'] as string | null) ?? null };
      },
    );
    // Files are only ever added under new names (decision 018), so a copy taken after the database
    // holds every file the copied rows name.
    // Entry by entry: BACKUP_DIR may sit inside DATA_DIR (it is filtered out, not copied into itself).
    const keep = dataFolderFilter(settings);
    for (const entry of await readdir(settings.dataDir).catch(() => [] as string[])) {
      const source = path.join(settings.dataDir, entry);
      if (!keep(source)) continue;
      await cp(source, path.join(staging, 'data', entry), { recursive: true, filter: keep });
    }
    await mkdir(path.join(staging, 'data'), { recursive: true });
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      backupId: row.id,
      createdAt: startedAt.toISOString(),
      portalVersion: portalVersion(),
      migrationLevel: dumped.facts.migrationLevel,
      database: { engine: database.kind, format: dumped.format, file: dbFile },
      tables: dumped.facts.tables,
      dataFolder: await folderSize(path.join(staging, 'data')),
    };
    await writeFile(path.join(staging, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    const partial = path.join(settings.backup.dir, `.${fileName}.partial`);
    // gzip level 1: on the database's pages about 2.5 times as fast as level 6 for about 15% more
    // bytes (decision 018's measurement); the backup's time is mostly this compression.
    await tar.create({ gzip: { level: 1 }, file: partial, cwd: staging, portable: true }, [
      'manifest.json',
      dbFile,
      'data',
    ]);
    // Two backups within one second (a click right after the command) get -2, -3, ...
    let finalName = fileName;
    for (let n = 2; existsSync(path.join(settings.backup.dir, finalName)); n++) {
      finalName = fileName.replace('.tar.gz', `-${n}.tar.gz`);
    }
    const file = path.join(settings.backup.dir, finalName);
    await rename(partial, file);
    const sizeBytes = (await stat(file)).size;
    if (recorded) {
      await database.db
        .updateTable('backups')
        .set({ status: 'succeeded', finished_at: new Date(), size_bytes: sizeBytes, file_name: finalName })
        .where('id', '=', row.id)
        .execute();
    }
    await writeLastBackup(settings.backup.dir, {
      id: row.id,
      status: 'succeeded',
      file: finalName,
      sizeBytes,
      message: null,
    });
    await pruneBackups(settings.backup.dir, settings.backup.keep);
    return { id: row.id, file, sizeBytes, manifest };
  } catch (error) {
    const message = (error instanceof Error ? error.message : String(error)).slice(0, 2000);
    if (recorded) {
      await database.db
        .updateTable('backups')
        .set({ status: 'failed', finished_at: new Date(), message })
        .where('id', '=', row.id)
        .execute()
        .catch(() => undefined);
    }
    await writeLastBackup(settings.backup.dir, {
      id: row.id,
      status: 'failed',
      file: null,
      sizeBytes: null,
      message,
    }).catch(() => undefined);
    throw error;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

async function hasBackupsTable(database: DatabaseHandle): Promise<boolean> {
  const [row] = await database.withSession((run) => run("SELECT to_regclass('public.backups') IS NOT NULL AS present"));
  return row?.['present'] === true;
}

/** The last attempt's outcome beside the backups, for `npm run backup` waiting on a running portal. */
export interface LastBackup {
  id: number;
  status: 'succeeded' | 'failed';
  file: string | null;
  sizeBytes: number | null;
  message: string | null;
  finishedAt: string;
}

export const LAST_BACKUP_FILE = 'last-backup.json';

async function writeLastBackup(dir: string, outcome: Omit<LastBackup, 'finishedAt'>): Promise<void> {
  await mkdir(dir, { recursive: true });
  const body: LastBackup = { ...outcome, finishedAt: new Date().toISOString() };
  const tmp = path.join(dir, `.${LAST_BACKUP_FILE}.${process.pid}`);
  await writeFile(tmp, `${JSON.stringify(body, null, 2)}\n`);
  await rename(tmp, path.join(dir, LAST_BACKUP_FILE));
}

/** Keeps the newest `keep` backups of the folder (by when they were written). */
export async function pruneBackups(dir: string, keep: number): Promise<string[]> {
  const found = await Promise.all(
    (await readdir(dir))
      .filter((n) => NAME_PATTERN.test(n))
      .map(async (name) => ({ name, at: (await stat(path.join(dir, name))).mtimeMs })),
  );
  const names = found.sort((a, b) => a.at - b.at || a.name.localeCompare(b.name)).map((f) => f.name);
  const removed = names.slice(0, Math.max(0, names.length - keep));
  for (const name of removed) await rm(path.join(dir, name), { force: true });
  return removed;
}
