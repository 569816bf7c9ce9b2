// Starts the whole portal: database, migrations, reference data, first-start accounts, HTTP
// server and the job worker. main.ts calls it; tests and benchmarks call it too.
import type { FastifyInstance } from 'fastify';
import { loadAuditKey, useAuditKey } from './platform/audit/audit-key.ts';
import { sealCheckpointFile } from './platform/audit/audit-trail.ts';
import type { Config } from './platform/config/config.ts';
import { openDatabase, type DatabaseHandle } from './platform/db/database.ts';
import { migrate } from './platform/db/migrate.ts';
import type { AppServices } from './platform/http/context.ts';
import { createAdmin, isEmptyDatabase, seedDemo } from './seed/first-start.ts';
import { seedReferenceData } from './seed/reference-data.ts';
import { scheduleDailyBackup } from './modules/platform-api/backups/backup-job.ts';
import { modules } from './modules.ts';
import { installModuleRegistries } from './platform/modules/install-modules.ts';
import { buildServer, fileStoreOf } from './server.ts';

export interface StartOptions {
  /** 'auto': demo data on an empty embedded database; 'yes': also on PostgreSQL; 'no': never. */
  demo: 'auto' | 'yes' | 'no';
  listen: boolean;
  inMemory?: boolean;
  /** Where start-up messages go (the admin password is printed once here). */
  announce?: (msg: string) => void;
  /** Where the server log goes instead of standard output (tests read it). */
  logStream?: NodeJS.WritableStream;
}

export interface RunningApp {
  app: FastifyInstance;
  services: AppServices;
  database: DatabaseHandle;
  url: string | null;
  generatedAdminPassword: string | null;
  close(): Promise<void>;
}

export async function startApp(config: Config, options: StartOptions): Promise<RunningApp> {
  const announce = options.announce ?? ((msg: string) => console.log(msg));
  // Before anything can write an audit entry; a key that cannot be read stops the start.
  const releaseAuditKey = useAuditKey(loadAuditKey(config));
  let database: DatabaseHandle;
  try {
    database = await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      poolSize: config.databasePoolSize,
      inMemory: options.inMemory ?? false,
    });
  } catch (error) {
    releaseAuditKey();
    throw error;
  }
  let built: Awaited<ReturnType<typeof buildServer>> | null = null;
  try {
    await migrate(database, (m) => announce(m));
    // Demo seeders post through the approval engine, so the modules' handlers are known first.
    installModuleRegistries(modules);
    await seedReferenceData(database.db);
    let generatedAdminPassword: string | null = null;
    if (await isEmptyDatabase(database.db)) {
      generatedAdminPassword = await createAdmin(database.db, config.adminPassword);
      if (generatedAdminPassword) {
        announce(
          `\n  First start: the 'admin' account was created with the password  ${generatedAdminPassword}\n` +
            '  It is shown only this once; you will be asked to change it at first sign-in.\n',
        );
      } else {
        announce("First start: the 'admin' account was created with the password from PORTAL_ADMIN_PASSWORD.");
      }
      const wantDemo = options.demo === 'yes' || (options.demo === 'auto' && database.kind === 'pglite');
      if (wantDemo) await seedDemo(database.db, config.demoPassword, announce, { files: fileStoreOf(config) });
    } else if (options.demo === 'yes') {
      await seedDemo(database.db, config.demoPassword, announce, { files: fileStoreOf(config) });
    }
    await sealCheckpointFile(database.db, config.dataDir, { signUnsigned: true });
    built = await buildServer(config, database, options.logStream ? { logStream: options.logStream } : {});
    const { app, services } = built;
    let url: string | null = null;
    let cleanupTimer: NodeJS.Timeout | null = null;
    if (options.listen) {
      url = await app.listen({ port: config.port, host: config.host });
    } else {
      await app.ready();
    }
    if (config.runJobWorker) {
      services.jobs.start();
      // Housekeeping once at start and then hourly, queued like any other job.
      const cleanup = () => void services.jobs.enqueue('platform.cleanup', {}).catch(() => undefined);
      cleanup();
      cleanupTimer = setInterval(cleanup, 3_600_000);
      cleanupTimer.unref();
      await scheduleDailyBackup(services);
    }
    return {
      app,
      services,
      database,
      url,
      generatedAdminPassword,
      async close() {
        if (cleanupTimer) clearInterval(cleanupTimer);
        await services.jobs.stop();
        await app.close();
        await database.close();
        releaseAuditKey();
      },
    };
  } catch (error) {
    if (built) await built.app.close().catch(() => undefined);
    await database.close().catch(() => undefined);
    releaseAuditKey();
    throw error;
  }
}
