// Applies the committed SQL migrations in name order, each in its own transaction, recording
// what ran. All of it happens on one held session; on a shared PostgreSQL an advisory lock on
// that session keeps two starting servers from racing.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { DatabaseHandle } from './database.ts';

const MIGRATIONS_DIR = fileURLToPath(new URL('../../../migrations/', import.meta.url));
const LOCK_KEY = 73_012_026;

export function migrationFiles(): string[] {
  return readdirSync(MIGRATIONS_DIR)
    .filter((f) => f.endsWith('.sql'))
    .sort();
}

export async function migrate(handle: DatabaseHandle, log: (msg: string) => void = () => {}): Promise<string[]> {
  return handle.withSession(async (run) => {
    if (handle.kind === 'postgres') await run(`SELECT pg_advisory_lock(${LOCK_KEY})`);
    try {
      await run(
        'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
      );
      const applied = new Set((await run('SELECT name FROM schema_migrations')).map((r) => String(r['name'])));
      const ran: string[] = [];
      for (const file of migrationFiles()) {
        if (applied.has(file)) continue;
        const body = readFileSync(MIGRATIONS_DIR + file, 'utf8');
        const name = file.replaceAll("'", "''");
        try {
          await run(`BEGIN;\n${body}\n;\nINSERT INTO schema_migrations (name) VALUES ('${name}');\nCOMMIT;`);
        } catch (error) {
          await run('ROLLBACK').catch(() => undefined);
          throw new Error(`Migration ${file} failed: ${(error as Error).message}`, { cause: error });
        }
        log(`applied migration ${file}`);
        ran.push(file);
      }
      return ran;
    } finally {
      if (handle.kind === 'postgres') await run(`SELECT pg_advisory_unlock(${LOCK_KEY})`);
    }
  });
}
