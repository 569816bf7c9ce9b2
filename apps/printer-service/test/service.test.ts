// The service end to end: started on a random loopback port with a file sink and a fake network
// printer, jobs posted over HTTP and over WebSocket, and what reached the "paper" decoded.
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { WebSocket } from 'ws';
import {
  PRINTER_MESSAGES,
  PRINTER_SERVICE_PATHS,
  printerServiceStatusSchema,
  printerSocketReplySchema,
  printJobSchema,
  type PrintJob,
  type PrintJobRequest,
  type PrinterSocketReply,
} from '@ilaw/contracts/platform/receipt';
import { buildOfficialReceipt, SAMPLE_OFFICIAL_RECEIPT } from '@ilaw/contracts/platform/official-receipt';
import { ConfigError, loadConfig, serviceConfigSchema } from '../src/config.ts';
import { decodeEscPos, printedSummary } from '../src/escpos/decode.ts';
import { startService, type RunningService } from '../src/server.ts';

const ORIGIN = 'http://portal.test:3000';
const dir = mkdtempSync(path.join(tmpdir(), 'ilaw-printer-'));
const sinkFile = path.join(dir, 'receipts.bin');
let service: RunningService;
let fakePrinter: Server;
const fakePrinterBytes: Buffer[] = [];

before(async () => {
  // A network printer: takes the raw bytes on a TCP port, as a printer does on 9100.
  fakePrinter = createServer((socket) => socket.on('data', (chunk: Buffer) => fakePrinterBytes.push(chunk)));
  await new Promise<void>((resolve) => fakePrinter.listen(0, '127.0.0.1', resolve));
  const address = fakePrinter.address();
  const networkPort = typeof address === 'object' && address !== null ? address.port : 0;
  const config = serviceConfigSchema.parse({
    port: 0,
    allowedOrigins: [ORIGIN],
    printers: [
      { name: 'Counter 1', kind: 'file', path: sinkFile, default: true },
      { name: 'Network', kind: 'network', host: '127.0.0.1', port: networkPort, columns: 32 },
      { name: 'Broken', kind: 'file', path: path.join(dir, 'missing', 'folder', 'x.bin') },
    ],
  });
  service = await startService(config);
});

after(async () => {
  await service.close();
  await new Promise<void>((resolve) => fakePrinter.close(() => resolve()));
  rmSync(dir, { recursive: true, force: true });
});

const sampleJob = (reference: string, printer?: string): PrintJobRequest => ({
  ...(printer !== undefined && { printer }),
  reference,
  document: buildOfficialReceipt({ ...SAMPLE_OFFICIAL_RECEIPT, orNumber: reference }),
});

async function api(pathname: string, init: RequestInit = {}) {
  const res = await fetch(service.url + pathname, init);
  return { status: res.status, headers: res.headers, body: (await res.json()) as unknown };
}

const postJob = (job: unknown, headers: Record<string, string> = {}) =>
  api(PRINTER_SERVICE_PATHS.jobs, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(job),
  });

async function pollUntilFinished(id: string): Promise<PrintJob> {
  for (;;) {
    const job = printJobSchema.parse((await api(PRINTER_SERVICE_PATHS.job(id))).body);
    if (job.state === 'done' || job.state === 'failed') return job;
    await new Promise((r) => setTimeout(r, 20));
  }
}

const printedInFile = () => printedSummary(decodeEscPos(readFileSync(sinkFile)));

test('the status lists the configured printers, the first marked one as default', async () => {
  const { status, body } = await api(PRINTER_SERVICE_PATHS.status);
  assert.equal(status, 200);
  const parsed = printerServiceStatusSchema.parse(body);
  assert.deepEqual(
    parsed.printers.map((p) => [p.name, p.kind, p.isDefault]),
    [
      ['Counter 1', 'file', true],
      ['Network', 'network', false],
      ['Broken', 'file', false],
    ],
  );
  const online = await api(PRINTER_SERVICE_PATHS.printerStatus('Counter 1'));
  assert.deepEqual(online.body, { name: 'Counter 1', online: true });
  const offline = await api(PRINTER_SERVICE_PATHS.printerStatus('Broken'));
  assert.equal((offline.body as { online: boolean }).online, false);
});

test('a job posted over HTTP prints into the file sink; its state is polled to done', async () => {
  const { status, body } = await postJob(sampleJob('OR-0000101'));
  assert.equal(status, 202);
  const queued = printJobSchema.parse(body);
  assert.equal(queued.printer, 'Counter 1');
  assert.equal(queued.reference, 'OR-0000101');
  const done = await pollUntilFinished(queued.id);
  assert.equal(done.state, 'done');
  const printed = printedInFile();
  assert.ok(printed.includes('OFFICIAL RECEIPT'));
  assert.ok(printed.some((l) => /^OR No\. +OR-0000101$/.test(l)));
  assert.ok(printed.includes('Name: Juan Dela Cruz'));
  assert.ok(printed.some((l) => /^TOTAL +1,271\.54$/.test(l)));
  assert.deepEqual(printed.slice(-2), ['[BARCODE OR-0000101]', '[CUT]']);
});

test('a job sent over the WebSocket is answered with its state and each change pushed until done', async () => {
  const ws = new WebSocket(service.url.replace('http', 'ws') + PRINTER_SERVICE_PATHS.socket, { origin: ORIGIN });
  const replies: PrinterSocketReply[] = [];
  const finished = new Promise<void>((resolve, reject) => {
    ws.on('error', reject);
    ws.on('message', (data: Buffer) => {
      const reply = printerSocketReplySchema.parse(JSON.parse(data.toString('utf8')));
      replies.push(reply);
      if (reply.type === 'error' || (reply.type === 'job' && reply.job.state === 'done')) resolve();
    });
  });
  await new Promise<void>((resolve, reject) => {
    ws.once('open', resolve);
    ws.once('error', reject);
  });
  ws.send(JSON.stringify({ type: 'status', requestId: 's1' }));
  const doc = {
    lines: [
      { kind: 'text', text: 'WebSocket print', align: 'center', bold: true },
      { kind: 'qr', data: 'OR-0000102|01-0001-0001' },
      { kind: 'cut' },
    ],
  };
  ws.send(JSON.stringify({ type: 'print', requestId: 'p1', job: { document: doc, reference: 'OR-0000102' } }));
  await finished;
  ws.close();
  assert.deepEqual(
    replies.map((r) => [r.type, r.requestId ?? null, r.type === 'job' ? r.job.state : null]),
    [
      ['status', 's1', null],
      ['job', 'p1', 'queued'],
      ['job', null, 'printing'],
      ['job', null, 'done'],
    ],
  );
  const printed = printedInFile();
  assert.deepEqual(printed.slice(-3), ['WebSocket print', '[QR OR-0000102|01-0001-0001]', '[CUT]']);
});

test('a network printer gets the bytes over TCP, laid out for its 32 columns', async () => {
  const { body } = await postJob({
    printer: 'Network',
    document: { lines: [{ kind: 'pair', left: 'TOTAL', right: '12.50' }, { kind: 'cut' }] },
  });
  const done = await pollUntilFinished(printJobSchema.parse(body).id);
  assert.equal(done.state, 'done');
  assert.deepEqual(printedSummary(decodeEscPos(Buffer.concat(fakePrinterBytes))), [
    'TOTAL' + ' '.repeat(22) + '12.50',
    '[CUT]',
  ]);
});

test('a printer that cannot take the job fails it with the reason', async () => {
  const { body } = await postJob(sampleJob('OR-0000103', 'Broken'));
  const failed = await pollUntilFinished(printJobSchema.parse(body).id);
  assert.equal(failed.state, 'failed');
  assert.match(failed.message ?? '', /ENOENT/);
});

test('bad requests are refused: unknown printer, control characters, not JSON, unknown job', async () => {
  const unknownPrinter = await postJob(sampleJob('x', 'Nope'));
  assert.deepEqual([unknownPrinter.status, unknownPrinter.body], [404, { message: 'Unknown printer: Nope' }]);
  const injected = await postJob({ document: { lines: [{ kind: 'text', text: 'a\u001dV\u0000' }] } });
  assert.equal(injected.status, 400);
  const notJson = await api(PRINTER_SERVICE_PATHS.jobs, {
    method: 'POST',
    body: 'x',
    headers: { 'Content-Type': 'text/plain' },
  });
  assert.equal(notJson.status, 415);
  assert.equal((await api(PRINTER_SERVICE_PATHS.job('nope'))).status, 404);
});

test('the portal origin gets CORS answers; any other origin is refused, over HTTP and WebSocket', async () => {
  const preflight = await fetch(service.url + PRINTER_SERVICE_PATHS.jobs, {
    method: 'OPTIONS',
    headers: {
      Origin: ORIGIN,
      'Access-Control-Request-Method': 'POST',
      'Access-Control-Request-Private-Network': 'true',
    },
  });
  assert.equal(preflight.status, 204);
  assert.equal(preflight.headers.get('access-control-allow-origin'), ORIGIN);
  assert.equal(preflight.headers.get('access-control-allow-private-network'), 'true');

  const other = await api(PRINTER_SERVICE_PATHS.status, { headers: { Origin: 'https://evil.example' } });
  assert.equal(other.status, 403);
  assert.equal(other.headers.get('access-control-allow-origin'), null);
  const otherJob = await postJob(sampleJob('OR-EVIL'), { Origin: 'https://evil.example' });
  assert.equal(otherJob.status, 403);
  assert.equal(printedInFile().join('\n').includes('OR-EVIL'), false);

  const ws = new WebSocket(service.url.replace('http', 'ws') + PRINTER_SERVICE_PATHS.socket, {
    origin: 'https://evil.example',
  });
  const status = await new Promise<number>((resolve) => {
    ws.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
    ws.on('error', () => resolve(-1));
  });
  assert.equal(status, 403);
});

test('a Host header that is not a loopback name is refused (DNS rebinding)', async () => {
  const status = await new Promise<number>((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: service.port,
        path: PRINTER_SERVICE_PATHS.status,
        headers: { Host: 'evil.example:80' },
      },
      (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      },
    );
    req.on('error', reject);
    req.end();
  });
  assert.equal(status, 403);
});

test("without printers the service answers 'No printers'", async () => {
  const empty = await startService(serviceConfigSchema.parse({ port: 0 }));
  try {
    const res = await fetch(empty.url + PRINTER_SERVICE_PATHS.jobs, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(sampleJob('x')),
    });
    assert.deepEqual([res.status, await res.json()], [503, { message: PRINTER_MESSAGES.noPrinters }]);
  } finally {
    await empty.close();
  }
});

test('configuration: environment over the file; a non-loopback address or a bad value stops start-up', () => {
  const config = loadConfig(
    {
      PRINTER_SERVICE_CONFIG: 'printer-service.example.json',
      PRINTER_SERVICE_PORT: '9999',
      PRINTER_SERVICE_ORIGINS: 'https://portal.example-coop.ph/, http://localhost:3000',
    },
    path.resolve(import.meta.dirname, '..'),
  );
  assert.equal(config.port, 9999);
  assert.deepEqual(config.allowedOrigins, ['https://portal.example-coop.ph', 'http://localhost:3000']);
  assert.deepEqual(
    config.printers.map((p) => p.kind),
    ['network', 'usb', 'serial', 'file'],
  );
  const withFile = loadConfig({ PRINTER_SERVICE_FILE: 'out.bin' }, dir);
  assert.deepEqual(withFile.printers, [{ name: 'File', kind: 'file', path: path.join(dir, 'out.bin'), default: true }]);
  assert.throws(() => loadConfig({ PRINTER_SERVICE_HOST: '0.0.0.0' }, dir), ConfigError);
  assert.throws(() => loadConfig({ PRINTER_SERVICE_PORT: 'abc' }, dir), ConfigError);
  assert.throws(() => loadConfig({ PRINTER_SERVICE_CONFIG: 'missing.json' }, dir), ConfigError);
});
