// Background jobs kept in the database: any server process may pick one up (FOR UPDATE SKIP
// LOCKED), a crashed worker's job is taken again once its lease runs out, and progress, messages,
// result or error stay on the row for the screens to follow.
import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';

export interface JobProgress {
  /** Sets done (and total, when known); written through so screens see it. */
  report(done: number, total?: number | null): Promise<void>;
  message(text: string): Promise<void>;
}

export interface JobContext<P> {
  id: string;
  payload: P;
  attempt: number;
  createdBy: number | null;
  db: Kysely<Database>;
  progress: JobProgress;
}

export type JobHandler<P = Record<string, unknown>> = (ctx: JobContext<P>) => Promise<unknown>;

export interface EnqueueOptions {
  createdBy?: number | null;
  maxAttempts?: number;
  runAfter?: Date;
}

const LEASE_MS = 5 * 60_000;
/** Kept on a job whose worker stopped (crash, restart) during its last allowed attempt. */
export const JOB_WORKER_LOST = 'The worker stopped while running this job, and it has no attempts left.';

export class JobQueue {
  readonly #db: Kysely<Database>;
  readonly #handlers = new Map<string, JobHandler<never>>();
  readonly #workerId = `worker-${randomUUID().slice(0, 8)}`;
  #timer: NodeJS.Timeout | null = null;
  #running: Promise<void> | null = null;
  #stopping = false;
  #log: (msg: string, err?: unknown) => void;

  constructor(db: Kysely<Database>, log: (msg: string, err?: unknown) => void = () => {}) {
    this.#db = db;
    this.#log = log;
  }

  register<P>(kind: string, handler: JobHandler<P>): void {
    this.#handlers.set(kind, handler as JobHandler<never>);
  }

  /** Queues a job; pass `trx` to queue it only if the surrounding transaction commits. */
  async enqueue(
    kind: string,
    payload: Record<string, unknown>,
    options: EnqueueOptions = {},
    trx?: Transaction<Database>,
  ): Promise<string> {
    if (!this.#handlers.has(kind)) throw new Error(`No job handler registered for ${kind}`);
    const row = await (trx ?? this.#db)
      .insertInto('jobs')
      .values({
        kind,
        payload: JSON.stringify(payload),
        created_by: options.createdBy ?? null,
        max_attempts: options.maxAttempts ?? 3,
        run_after: options.runAfter ?? new Date(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    this.poke();
    return row.id;
  }

  /** Starts polling; `poke()` wakes it early when a job is queued here. */
  start(intervalMs = 1000): void {
    this.#stopping = false;
    const tick = () => {
      if (this.#stopping) return;
      this.#running = this.drain()
        .then(() => undefined)
        .catch((err: unknown) => this.#log('job worker failed', err))
        .finally(() => {
          this.#running = null;
          if (!this.#stopping) this.#timer = setTimeout(tick, intervalMs);
        });
    };
    this.#timer = setTimeout(tick, 0);
  }

  poke(): void {
    if (this.#timer && !this.#running && !this.#stopping) {
      clearTimeout(this.#timer);
      this.#timer = setTimeout(() => {
        this.#timer = null;
        this.start();
      }, 0);
    }
  }

  async stop(): Promise<void> {
    this.#stopping = true;
    if (this.#timer) clearTimeout(this.#timer);
    await this.#running;
  }

  /** Runs ready jobs until none is left. Tests call it directly. */
  async drain(): Promise<number> {
    let count = 0;
    for (;;) {
      const job = await this.#claim();
      if (!job) return count;
      await this.#run(job);
      count += 1;
    }
  }

  async #claim() {
    const kinds = [...this.#handlers.keys()];
    if (kinds.length === 0) return undefined;
    return this.#db.transaction().execute(async (trx) => {
      // A vanished worker's job that has used all its attempts ends failed instead of running again.
      await trx
        .updateTable('jobs')
        .set({
          status: 'failed',
          error: JOB_WORKER_LOST,
          finished_at: new Date(),
          locked_by: null,
          locked_until: null,
        })
        .where('kind', 'in', kinds)
        .where('status', '=', 'running')
        .where('locked_until', '<', new Date())
        .where((eb) => eb('attempts', '>=', eb.ref('max_attempts')))
        .execute();
      const ready = await trx
        .selectFrom('jobs')
        .select(['id'])
        .where('kind', 'in', kinds)
        .where((eb) =>
          eb.or([
            eb.and([eb('status', '=', 'queued'), eb('run_after', '<=', new Date())]),
            // A running job whose worker vanished: its lease ran out.
            eb.and([eb('status', '=', 'running'), eb('locked_until', '<', new Date())]),
          ]),
        )
        .orderBy('created_at')
        .limit(1)
        .forUpdate()
        .skipLocked()
        .executeTakeFirst();
      if (!ready) return undefined;
      return trx
        .updateTable('jobs')
        .set({
          status: 'running',
          attempts: sql`attempts + 1`,
          locked_by: this.#workerId,
          locked_until: new Date(Date.now() + LEASE_MS),
          started_at: sql`coalesce(started_at, now())`,
        })
        .where('id', '=', ready.id)
        .returning(['id', 'kind', 'payload', 'attempts', 'max_attempts', 'created_by'])
        .executeTakeFirstOrThrow();
    });
  }

  async #run(job: {
    id: string;
    kind: string;
    payload: Record<string, unknown>;
    attempts: number;
    max_attempts: number;
    created_by: number | null;
  }): Promise<void> {
    const handler = this.#handlers.get(job.kind) as JobHandler<Record<string, unknown>>;
    const db = this.#db;
    const progress: JobProgress = {
      async report(done, total) {
        await db
          .updateTable('jobs')
          .set({
            progress_done: done,
            ...(total !== undefined ? { progress_total: total } : {}),
            locked_until: new Date(Date.now() + LEASE_MS),
          })
          .where('id', '=', job.id)
          .execute();
      },
      async message(text) {
        await db
          .updateTable('jobs')
          .set({ messages: sql`messages || ${JSON.stringify([text])}::jsonb` })
          .where('id', '=', job.id)
          .execute();
      },
    };
    try {
      const result = await handler({
        id: job.id,
        payload: job.payload,
        attempt: job.attempts,
        createdBy: job.created_by,
        db,
        progress,
      });
      await db
        .updateTable('jobs')
        .set({
          status: 'succeeded',
          result: JSON.stringify(result ?? null),
          error: null,
          finished_at: new Date(),
          locked_by: null,
          locked_until: null,
        })
        .where('id', '=', job.id)
        .execute();
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      const retry = job.attempts < job.max_attempts;
      this.#log(`job ${job.kind} ${job.id} failed (attempt ${job.attempts})`, err);
      await db
        .updateTable('jobs')
        .set({
          status: retry ? 'queued' : 'failed',
          error: message,
          // Back off a little more each time.
          run_after: new Date(Date.now() + (retry ? 2 ** job.attempts * 1000 : 0)),
          finished_at: retry ? null : new Date(),
          locked_by: null,
          locked_until: null,
        })
        .where('id', '=', job.id)
        .execute();
    }
  }
}
