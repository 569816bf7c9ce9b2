// Entry point: `node apps/api/src/main.ts [--no-demo | --demo]`.
import { ConfigError, loadConfig } from './platform/config/config.ts';
import { startApp } from './app.ts';
import { BACKUP_JOB } from './modules/platform-api/backups/backup-job.ts';
import { writePidFile } from './ops/running-portal.ts';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(2);
    }
    throw error;
  }
  const args = new Set(process.argv.slice(2));
  const demo = args.has('--no-demo') ? 'no' : args.has('--demo') ? 'yes' : 'auto';
  const running = await startApp(config, { demo, listen: true });
  running.app.log.info(
    `${config.portalName} is serving at ${running.url} on ${running.database.kind === 'pglite' ? `embedded PostgreSQL in ${config.dataDir}` : 'PostgreSQL'}`,
  );
  // The embedded database is this process's alone: `npm run backup` asks it by a signal.
  let removePidFile = (): void => undefined;
  if (running.database.kind === 'pglite') {
    removePidFile = writePidFile(config.dataDir);
    process.on('SIGUSR2', () => {
      running.services.jobs
        .enqueue(BACKUP_JOB, { trigger: 'command' }, { maxAttempts: 1 })
        .catch((err: unknown) => running.app.log.error({ err }, 'could not queue the backup asked by npm run backup'));
    });
  }
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    running.app.log.info(`${signal}: finishing requests in flight, then stopping`);
    const force = setTimeout(() => process.exit(1), 15_000);
    force.unref();
    running
      .close()
      .then(() => {
        removePidFile();
        process.exit(0);
      })
      .catch((err: unknown) => {
        console.error(err);
        process.exit(1);
      });
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error('The portal could not start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
