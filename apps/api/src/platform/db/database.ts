// One database handle for the whole server: embedded PGlite in DATA_DIR by default, or a real
// PostgreSQL through a pool when DATABASE_URL is set. Both speak the same SQL and the same
// migrations, and both parse column types the same way so results never differ by engine.
import { mkdirSync, readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.ts';
import { PgliteSessionPool } from './pglite-pool.ts';

export type DatabaseKind = 'pglite' | 'postgres';

/** Runs SQL text on a held session and returns the rows of its last statement. */
export type RawRunner = (sqlText: string) => Promise<Record<string, unknown>[]>;

export interface DatabaseHandle {
  kind: DatabaseKind;
  db: Kysely<Database>;
  /**
   * Holds one database session for `work`, which runs SQL texts on it (several statements at
   * once allowed, no parameters). Migrations use it so that a lock and the work share a session.
   */
  withSession<T>(work: (run: RawRunner) => Promise<T>): Promise<T>;
  /**
   * Writes a consistent copy of the whole database to `file` while the portal keeps running
   * (decision 018). `inSnapshot` runs on the copy's own snapshot, so what it counts is exactly
   * what the copy holds. Embedded: the data directory as a tar, taken after a CHECKPOINT while
   * the one session is held. Server: pg_dump's custom format on an exported snapshot.
   */
  dump<T>(file: string, tools: DumpTools, inSnapshot: (run: RawRunner) => Promise<T>): Promise<DumpResult<T>>;
  close(): Promise<void>;
}

export type DumpFormat = 'pglite-datadir-tar' | 'pg_dump-custom';
export interface DumpTools {
  /** Runs pg_dump with these arguments (server only). */
  pgDump(args: string[]): Promise<void>;
}
export interface DumpResult<T> {
  format: DumpFormat;
  facts: T;
}

// OIDs of the types whose default parsing differs between pg and PGlite.
const INT8 = 20;
const NUMERIC = 1700;
const DATE = 1082;

/** int8 as number (ids and counts stay far below 2^53); numeric as exact string; date as 'YYYY-MM-DD'. */
const parsers = {
  [INT8]: (v: string) => Number(v),
  [NUMERIC]: (v: string) => v,
  [DATE]: (v: string) => v,
};

/**
 * The PostgreSQL major version inside the installed PGlite (a test checks it). PostgreSQL cannot
 * open a data directory made by another major version, so a DATA_DIR from an older PGlite is
 * refused up front with what to do, instead of PGlite's bare "failed to initialize".
 */
export const PGLITE_POSTGRES_MAJOR = '18';

function refuseOtherMajorVersion(location: string): void {
  let found: string;
  try {
    found = readFileSync(`${location}/PG_VERSION`, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return; // a new database
    throw error;
  }
  if (found !== PGLITE_POSTGRES_MAJOR) {
    throw new Error(
      `${location} holds a PostgreSQL ${found} database, made by an older PGlite; the embedded ` +
        `PostgreSQL is now ${PGLITE_POSTGRES_MAJOR} and cannot open it. Delete it (or move it aside) ` +
        `and start again for a fresh database, or carry the data over with pg_dump ` +
        `(docs/decisions/001-stack.md, "Upgrade of November 2026").`,
    );
  }
}

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  dataDir: string;
  poolSize?: number;
  /** PGlite only: keep the database in memory (tests). */
  inMemory?: boolean;
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      // Business dates are Asia/Manila calendar days; every session's time zone matches.
      options: '-c TimeZone=Asia/Manila',
      types: {
        getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
          const custom = (parsers as Record<number, (v: string) => unknown>)[oid];
          return custom ?? (pg.types.getTypeParser(oid, format) as (v: string) => unknown);
        }) as typeof pg.types.getTypeParser,
      },
    });
    // An idle connection the server ended (a restart, DROP DATABASE ... WITH (FORCE)) is dropped
    // by pg and the next query opens another; without a listener the error would end the process.
    pool.on('error', (err) => console.error(`PostgreSQL ended an idle connection: ${err.message}`));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    await pool.query('SELECT 1');
    return {
      kind: 'postgres',
      db,
      async withSession(work) {
        const client = await pool.connect();
        try {
          return await work(async (sqlText) => {
            const result = (await client.query(sqlText)) as unknown as pg.QueryResult | pg.QueryResult[];
            const last = Array.isArray(result) ? result[result.length - 1] : result;
            return (last?.rows ?? []) as Record<string, unknown>[];
          });
        } finally {
          client.release();
        }
      },
      async dump(file, tools, inSnapshot) {
        const client = await pool.connect();
        try {
          await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
          const snapshot = (await client.query<{ id: string }>('SELECT pg_export_snapshot() AS id')).rows[0]?.id;
          if (!snapshot) throw new Error('PostgreSQL did not export a snapshot.');
          const facts = await inSnapshot(
            async (sqlText) => (await client.query(sqlText)).rows as Record<string, unknown>[],
          );
          // The snapshot lives as long as this transaction; pg_dump reads exactly what was counted.
          await tools.pgDump([
            '--format=custom',
            '--no-owner',
            '--no-privileges',
            `--snapshot=${snapshot}`,
            `--file=${file}`,
            `--dbname=${options.databaseUrl}`,
          ]);
          await client.query('COMMIT');
          return { format: 'pg_dump-custom', facts };
        } catch (error) {
          await client.query('ROLLBACK').catch(() => undefined);
          throw error;
        } finally {
          client.release();
        }
      },
      async close() {
        await db.destroy();
      },
    };
  }
  let location = 'memory://';
  if (!options.inMemory) {
    mkdirSync(options.dataDir, { recursive: true });
    location = `${options.dataDir}/pgdata`;
    refuseOtherMajorVersion(location);
  }
  const pglite = await PGlite.create(location, { parsers });
  await pglite.exec("SET TIME ZONE 'Asia/Manila'");
  const pool = new PgliteSessionPool(pglite);
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return {
    kind: 'pglite',
    db,
    withSession: (work) => pool.withSession(work),
    async dump(file, _tools, inSnapshot) {
      // Holding the one session: nothing else writes until the copy is taken.
      return pool.withSession(async (run) => {
        const facts = await inSnapshot(run);
        await run('CHECKPOINT');
        const tar = await pglite.dumpDataDir('none');
        await writeFile(file, Buffer.from(await tar.arrayBuffer()));
        return { format: 'pglite-datadir-tar' as const, facts };
      });
    },
    async close() {
      await db.destroy();
    },
  };
}
