// Print jobs: queued per printer and printed one at a time in order, their state kept for polling
// (the newest `history` finished jobs) and pushed to whoever listens.
import { randomUUID } from 'node:crypto';
import type { PrintJob, PrintJobRequest } from '@ilaw/contracts/platform/receipt';
import { isFinishedJob, PRINTER_MESSAGES } from '@ilaw/contracts/platform/receipt';
import type { PrinterConfig, ServiceConfig } from './config.ts';
import { encodeReceipt } from './escpos/encode.ts';
import { createSink, type Sink } from './sinks.ts';

export class JobError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

interface Printer {
  config: PrinterConfig;
  sink: Sink;
  /** The end of this printer's queue. */
  tail: Promise<void>;
}

export type JobListener = (job: PrintJob) => void;

export class PrintQueue {
  private readonly printers = new Map<string, Printer>();
  private readonly jobs = new Map<string, PrintJob>();
  private readonly listeners = new Set<JobListener>();
  private readonly defaultName: string | undefined;
  private readonly history: number;
  private idle: Promise<unknown> = Promise.resolve();

  constructor(config: ServiceConfig, sinkFor: (p: PrinterConfig) => Sink = createSink) {
    for (const p of config.printers)
      this.printers.set(p.name, { config: p, sink: sinkFor(p), tail: Promise.resolve() });
    this.defaultName = (config.printers.find((p) => p.default) ?? config.printers[0])?.name;
    this.history = config.jobHistory;
  }

  onChange(listener: JobListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  get(id: string): PrintJob | undefined {
    return this.jobs.get(id);
  }

  printer(name: string): Printer {
    const printer = this.printers.get(name);
    if (!printer) throw new JobError(404, `Unknown printer: ${name}`);
    return printer;
  }

  /** Queues a job and answers at once with its id; the state changes as it prints. */
  submit(request: PrintJobRequest): PrintJob {
    const name = request.printer ?? this.defaultName;
    if (name === undefined) throw new JobError(503, PRINTER_MESSAGES.noPrinters);
    const printer = this.printer(name);
    // Encoding first, so a document the encoder refuses is a 400 rather than a failed job.
    let bytes: Uint8Array;
    try {
      bytes = encodeReceipt(
        request.document,
        {
          ...(printer.config.columns !== undefined && { columns: printer.config.columns }),
          ...(printer.config.feedBeforeCut !== undefined && { feedBeforeCut: printer.config.feedBeforeCut }),
        },
        request.copies ?? 1,
      );
    } catch (error) {
      throw new JobError(400, (error as Error).message);
    }
    const job: PrintJob = {
      id: randomUUID(),
      printer: name,
      state: 'queued',
      ...(request.reference !== undefined && { reference: request.reference }),
      createdAt: new Date().toISOString(),
    };
    this.update(job);
    printer.tail = printer.tail.then(async () => {
      this.update({ ...job, state: 'printing' });
      try {
        await printer.sink.write(bytes);
        this.update({ ...job, state: 'done', finishedAt: new Date().toISOString() });
      } catch (error) {
        const message = (error as Error).message;
        this.update({ ...job, state: 'failed', message, finishedAt: new Date().toISOString() });
      }
    });
    this.idle = Promise.all([...this.printers.values()].map((p) => p.tail));
    return job;
  }

  /** Resolves when every queued job has finished (for shutdown and tests). */
  async drain(): Promise<void> {
    await this.idle;
  }

  private update(job: PrintJob): void {
    this.jobs.delete(job.id);
    this.jobs.set(job.id, job);
    if (isFinishedJob(job.state)) this.forgetOld();
    for (const listener of this.listeners) listener(job);
  }

  private forgetOld(): void {
    let finished = [...this.jobs.values()].filter((j) => isFinishedJob(j.state)).length;
    for (const [id, j] of this.jobs) {
      if (finished <= this.history) break;
      if (isFinishedJob(j.state)) {
        this.jobs.delete(id);
        finished -= 1;
      }
    }
  }
}
