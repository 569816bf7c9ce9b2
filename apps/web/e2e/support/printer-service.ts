// Starts the local receipt printer service (apps/printer-service) as the cashier's PC runs it:
// its own process on a free loopback port, the portal's origin allowed, a file sink as printer.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { decodeEscPos, printedSummary } from '../../../printer-service/src/escpos/decode.ts';
import { freePort, REPO_ROOT } from './server.ts';

export interface LocalPrinterService {
  url: string;
  /** What reached the file sink, decoded: text lines, '[QR ...]', '[BARCODE ...]', '[CUT]'. */
  printed(): string[];
  stop(): Promise<void>;
}

export async function startPrinterService(portalOrigin: string, withPrinter = true): Promise<LocalPrinterService> {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'ilaw-e2e-printer-'));
  const sink = join(dir, 'receipts.bin');
  const child = spawn(process.execPath, ['apps/printer-service/src/main.ts'], {
    cwd: REPO_ROOT,
    env: {
      PATH: process.env['PATH'],
      PRINTER_SERVICE_PORT: String(port),
      PRINTER_SERVICE_ORIGINS: portalOrigin,
      ...(withPrinter && { PRINTER_SERVICE_FILE: sink }),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr.on('data', (c: Buffer) => (output += c.toString()));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise<void>((r) => child.once('exit', () => r()));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  };
  for (let attempt = 0; ; attempt++) {
    if (child.exitCode !== null || attempt > 200) {
      await stop();
      throw new Error(`The printer service did not start:\n${output}`);
    }
    const ok = await fetch(`${url}/v1/status`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    printed: () => printedSummary(decodeEscPos(readFileSync(sink))),
    stop,
  };
}
