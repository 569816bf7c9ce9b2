// PGlite is a single in-process PostgreSQL session. Kysely's PostgresDialect expects a pool, so
// this adapter hands out that one session to one borrower at a time: a transaction keeps it
// until it commits, and everything else queues behind it.
import type { PGlite } from '@electric-sql/pglite';
import type { PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';

type Command = PostgresQueryResult<unknown>['command'];

export class PgliteSessionPool implements PostgresPool {
  readonly #pg: PGlite;
  /** Kysely reads a pool's options only to open a side connection that cancels a query; PGlite has none. */
  readonly options = {};
  #tail: Promise<void> = Promise.resolve();

  constructor(pg: PGlite) {
    this.#pg = pg;
  }

  /** Waits for the session, then holds it until release(). */
  async connect(): Promise<PostgresPoolClient> {
    let release!: () => void;
    const turn = new Promise<void>((resolve) => (release = resolve));
    const previous = this.#tail;
    this.#tail = previous.then(() => turn);
    await previous;
    const pg = this.#pg;
    let released = false;
    const client = {
      async query<R>(sqlText: string, parameters: readonly unknown[]): Promise<PostgresQueryResult<R>> {
        const result = await pg.query<R>(sqlText, parameters as unknown[]);
        // The server's command tag, as pg reports it: Kysely learns from a COMMIT answered
        // 'ROLLBACK' that an earlier statement had aborted the transaction.
        return {
          command: result.command as Command,
          rowCount: result.rowCount ?? result.affectedRows ?? result.rows.length,
          rows: result.rows,
        };
      },
      release() {
        if (!released) {
          released = true;
          release();
        }
      },
    };
    return client as unknown as PostgresPoolClient;
  }

  /** Holds the session for `work`, which may run several statements at once (migrations). */
  async withSession<T>(work: (run: (sqlText: string) => Promise<Record<string, unknown>[]>) => Promise<T>): Promise<T> {
    const client = await this.connect();
    try {
      return await work(async (sqlText) => {
        const results = await this.#pg.exec(sqlText);
        return (results[results.length - 1]?.rows ?? []) as Record<string, unknown>[];
      });
    } finally {
      client.release();
    }
  }

  async end(): Promise<void> {
    await this.#tail;
    await this.#pg.close();
  }
}
