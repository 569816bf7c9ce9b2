// Where the server log goes: standard output, and with LOG_FILE also a file that starts afresh
// each day, the last LOG_FILE_DAYS kept (decision 018: "log files that rotate").
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Writable } from 'node:stream';
import pino from 'pino';
import type { Config } from '../config/config.ts';

/** The part of pino-roll's options used here (the package ships JavaScript only). */
interface PinoRollOptions {
  file: string;
  extension: string;
  frequency: 'daily';
  dateFormat: string;
  mkdir: boolean;
  limit: { count: number };
}
const pinoRoll = createRequire(import.meta.url)('pino-roll') as (options: PinoRollOptions) => Promise<Writable>;

export async function logDestination(config: Pick<Config, 'logFile'>): Promise<NodeJS.WritableStream | undefined> {
  if (!config.logFile) return undefined;
  const { path: file, days } = config.logFile;
  const ext = path.extname(file);
  const rolling = await pinoRoll({
    file: ext ? file.slice(0, -ext.length) : file,
    extension: ext || '.log',
    frequency: 'daily',
    dateFormat: 'yyyy-MM-dd',
    mkdir: true,
    limit: { count: days },
  });
  return pino.multistream([{ stream: process.stdout }, { stream: rolling }]) as unknown as NodeJS.WritableStream;
}
