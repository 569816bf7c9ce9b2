// Brings a backup back into an empty data folder (and, for a server backup, an empty database),
// then proves it: every table's rows and checksum as the manifest says, every stored file present,
// and the audit chain verifying under the restored key (decision 018). A backup of the embedded
// database restored with DATABASE_URL moves it to that server (decision 019).
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import * as tar from 'tar';
import { loadAuditKey, useAuditKey } from '../audit/audit-key.ts';
import { sealCheckpointFile, verifyAuditChain } from '../audit/audit-trail.ts';
import { openDatabase } from '../db/database.ts';
import type { AuditVerification } from '@ilaw/contracts/platform/audit';
import { BACKUP_FORMAT, type BackupManifest } from './backup.ts';
import { runTool } from './pg-tools.ts';
import { moveToServer } from './move-to-server.ts';
import { compareFacts, databaseFacts, type DatabaseFacts } from './table-facts.ts';

export class RestoreRefused extends Error {}

export interface RestoreTarget {
  dataDir: string;
  /** A server database to restore a server backup into; unset for an embedded backup. */
  databaseUrl?: string | undefined;
  /** The audit key when it lives in AUDIT_HMAC_KEY rather than in the backup's data/keys. */
  auditHmacKey?: string | undefined;
  pgRestore: string;
}

export interface RestoreReport {
  manifest: BackupManifest;
  /** Tables whose rows or checksum differ from the manifest; empty when all match. */
  tableProblems: string[];
  /** Stored files whose bytes are not in the restored data folder. */
  missingFiles: number;
  audit: AuditVerification;
  ok: boolean;
}

async function isEmptyFolder(dir: string): Promise<boolean> {
  try {
    return (await readdir(dir)).length === 0;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return true;
    throw error;
  }
}

export async function readManifest(folder: string): Promise<BackupManifest> {
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(await readFile(path.join(folder, 'manifest.json'), 'utf8')) as BackupManifest;
  } catch {
    throw new RestoreRefused('This file is not an Ilaw backup: it has no readable manifest.json.');
  }
  if (manifest.format !== BACKUP_FORMAT) {
    throw new RestoreRefused(
      `This backup is in format ${String(manifest.format)}; this portal reads ${BACKUP_FORMAT}.`,
    );
  }
  return manifest;
}

export async function restoreBackup(archive: string, target: RestoreTarget): Promise<RestoreReport> {
  if (!existsSync(archive)) throw new RestoreRefused(`${archive} does not exist.`);
  const work = await mkdtemp(path.join(tmpdir(), 'ilaw-restore-'));
  try {
    await tar.extract({ file: archive, cwd: work, strict: true });
    const manifest = await readManifest(work);
    const engine = manifest.database.engine;
    if (engine === 'postgres' && !target.databaseUrl) {
      throw new RestoreRefused(
        'This backup is of a PostgreSQL server: set DATABASE_URL to an empty database to restore it into.',
      );
    }
    for (const sub of ['pgdata', 'files']) {
      if (!(await isEmptyFolder(path.join(target.dataDir, sub)))) {
        throw new RestoreRefused(`${path.join(target.dataDir, sub)} is not empty: restore into an empty data folder.`);
      }
    }

    const dumpFile = path.join(work, manifest.database.file);
    let expected = manifest.tables;
    if (engine === 'pglite' && target.databaseUrl) {
      // Moving to a server (decision 019): the embedded copy is opened apart, then copied row by row.
      const embeddedDir = path.join(work, 'embedded');
      await mkdir(embeddedDir, { recursive: true });
      const loaded = await PGlite.create(path.join(embeddedDir, 'pgdata'), {
        loadDataDir: new Blob([await readFile(dumpFile)]),
      });
      await loaded.close();
      const source = await openDatabase({ dataDir: embeddedDir });
      const server = await openDatabase({ databaseUrl: target.databaseUrl, dataDir: target.dataDir, poolSize: 2 });
      try {
        const moved = await moveToServer(source, server);
        if (moved.tableProblems.length > 0) throw new Error(moved.tableProblems.join(' '));
        expected = moved.expected;
      } catch (error) {
        if (error instanceof Error && /not empty/.test(error.message)) throw new RestoreRefused(error.message);
        throw error;
      } finally {
        await server.close();
        await source.close();
      }
    } else if (engine === 'pglite') {
      await mkdir(target.dataDir, { recursive: true });
      const tarBytes = await readFile(dumpFile);
      const pg = await PGlite.create(path.join(target.dataDir, 'pgdata'), { loadDataDir: new Blob([tarBytes]) });
      await pg.close();
    } else {
      const probe = await openDatabase({ databaseUrl: target.databaseUrl, dataDir: target.dataDir, poolSize: 1 });
      try {
        const tables = await probe.withSession((run) =>
          run("SELECT count(*)::int AS n FROM pg_tables WHERE schemaname = 'public'"),
        );
        if (Number(tables[0]?.['n'] ?? 0) > 0) {
          throw new RestoreRefused('The database of DATABASE_URL is not empty: restore into an empty database.');
        }
      } finally {
        await probe.close();
      }
      await runTool(target.pgRestore, [
        '--no-owner',
        '--no-privileges',
        '--exit-on-error',
        '--single-transaction',
        `--dbname=${target.databaseUrl}`,
        dumpFile,
      ]);
    }
    await mkdir(target.dataDir, { recursive: true });
    // pgdata and files were checked empty above; a keys folder already there keeps its files.
    await cp(path.join(work, 'data'), target.dataDir, { recursive: true, errorOnExist: false, force: false });

    return await verifyRestored(manifest, target, expected);
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

async function verifyRestored(
  manifest: BackupManifest,
  target: RestoreTarget,
  expected: DatabaseFacts,
): Promise<RestoreReport> {
  const releaseKey = useAuditKey(loadAuditKey({ auditHmacKey: target.auditHmacKey, dataDir: target.dataDir }));
  const database = await openDatabase({ databaseUrl: target.databaseUrl, dataDir: target.dataDir, poolSize: 2 });
  try {
    const actual = await database.withSession((run) => databaseFacts(run));
    const tableProblems = compareFacts(expected, actual);
    const stored = await database.db.selectFrom('stored_files').select('storage_key').execute();
    let missingFiles = 0;
    for (const { storage_key: key } of stored) {
      if (!existsSync(path.join(target.dataDir, 'files', key.slice(0, 2), key))) missingFiles += 1;
    }
    // The copy of the checkpoint kept beside the key was left out of the backup on purpose: it is
    // written again from the restored trail, which then verifies against it.
    await sealCheckpointFile(database.db, target.dataDir);
    const audit = await verifyAuditChain(database.db, { dataDir: target.dataDir });
    // The backup's own row was copied while it ran; on the restored side it is the finished backup.
    await database.db
      .updateTable('backups')
      .set({ status: 'succeeded', finished_at: new Date(manifest.createdAt) })
      .where('id', '=', manifest.backupId)
      .where('status', '=', 'running')
      .execute();
    return {
      manifest,
      tableProblems,
      missingFiles,
      audit,
      ok: tableProblems.length === 0 && missingFiles === 0 && audit.ok,
    };
  } finally {
    await database.close();
    releaseKey();
  }
}
