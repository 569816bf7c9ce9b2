import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  PRINTER_MESSAGES,
  PRINTER_SERVICE_NAME,
  type PrintJob,
  type ReceiptDocument,
} from '@ilaw/contracts/platform/receipt';
import { receiptHtml } from './browser-print.ts';
import {
  discoverService,
  isLoopbackUrl,
  loadPrinterSettings,
  printDocument,
  PRINT_TIMED_OUT,
  type ClientDeps,
  type PrinterSettings,
} from './printer-client.ts';

const SETTINGS: PrinterSettings = { serviceUrl: 'http://127.0.0.1:9188/', printerName: 'Counter 2' };
const DOC: ReceiptDocument = { lines: [{ kind: 'text', text: 'x' }] };
const status = (names: string[]) => ({
  service: PRINTER_SERVICE_NAME,
  version: '1.0.0',
  printers: names.map((name, i) => ({ name, kind: 'file', isDefault: i === 0 })),
});
const job = (state: PrintJob['state'], message?: string): PrintJob => ({
  id: 'j1',
  printer: 'Counter 1',
  state,
  createdAt: '2026-03-05T00:00:00.000Z',
  ...(message !== undefined && { message }),
});

type Handler = (url: string, init?: RequestInit) => Response | Promise<Response>;

/** A fake service answering by path; a clock that moves only when the client sleeps. */
function fakeService(routes: Record<string, Handler | Handler[]>) {
  const calls: { url: string; init?: RequestInit }[] = [];
  let clock = 0;
  const deps: ClientDeps = {
    fetch: (input, init) => {
      const url = String(input as string);
      calls.push({ url, ...(init !== undefined && { init }) });
      const path = new URL(url).pathname;
      const route = routes[path];
      const handler = Array.isArray(route) ? (route.length > 1 ? route.shift() : route[0]) : route;
      if (!handler) return Promise.reject(new TypeError('Failed to fetch'));
      return Promise.resolve(handler(url, init));
    },
    sleep: (ms) => {
      clock += ms;
      return Promise.resolve();
    },
    now: () => clock,
  };
  return { deps, calls };
}
const json =
  (body: unknown, status = 200) =>
  () =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

test('discovery: nothing listening, no printers, or ready', async () => {
  const down = fakeService({});
  assert.deepEqual(await discoverService(SETTINGS, down.deps), {
    kind: 'unreachable',
    message: PRINTER_MESSAGES.cannotConnect,
  });
  const empty = fakeService({ '/v1/status': json(status([])) });
  assert.equal((await discoverService(SETTINGS, empty.deps)).kind, 'no-printers');
  const wrong = fakeService({ '/v1/status': json({ hello: 'not the service' }) });
  assert.equal((await discoverService(SETTINGS, wrong.deps)).kind, 'unreachable');
  const ready = fakeService({ '/v1/status': json(status(['Counter 1'])) });
  assert.equal((await discoverService(SETTINGS, ready.deps)).kind, 'ready');
  // Never anything but this PC.
  const remote = fakeService({ '/v1/status': json(status(['Counter 1'])) });
  assert.equal(
    (await discoverService({ ...SETTINGS, serviceUrl: 'http://10.0.0.5:9188' }, remote.deps)).kind,
    'unreachable',
  );
  assert.equal(remote.calls.length, 0);
});

test('printing: the job is posted to the chosen printer and polled until done', async () => {
  const svc = fakeService({
    '/v1/status': json(status(['Counter 1', 'Counter 2'])),
    '/v1/jobs': json(job('queued'), 202),
    '/v1/jobs/j1': [json(job('printing')), json(job('done'))],
  });
  const outcome = await printDocument(DOC, SETTINGS, { reference: 'OR-1' }, svc.deps);
  assert.equal(outcome.kind, 'printed');
  const post = svc.calls.find((c) => c.init?.method === 'POST');
  assert.deepEqual(JSON.parse(String(post?.init?.body)), { printer: 'Counter 2', document: DOC, reference: 'OR-1' });
  assert.equal(svc.calls.filter((c) => c.url.endsWith('/v1/jobs/j1')).length, 2);
});

test('printing: outcomes a teller must see', async () => {
  const cases: { name: string; routes: Record<string, Handler | Handler[]>; kind: string; message?: string }[] = [
    { name: 'no service', routes: {}, kind: 'unreachable', message: PRINTER_MESSAGES.cannotConnect },
    { name: 'no printers', routes: { '/v1/status': json(status([])) }, kind: 'no-printers', message: 'No printers' },
    {
      name: 'printer failed',
      routes: {
        '/v1/status': json(status(['Counter 1'])),
        '/v1/jobs': json(job('queued'), 202),
        '/v1/jobs/j1': json(job('failed', 'Paper out')),
      },
      kind: 'failed',
      message: 'Paper out',
    },
    {
      name: 'refused',
      routes: { '/v1/status': json(status(['Counter 1'])), '/v1/jobs': json({ message: 'Unknown printer: X' }, 404) },
      kind: 'failed',
      message: 'Unknown printer: X',
    },
    {
      name: 'never finishes within the poll time-out',
      routes: {
        '/v1/status': json(status(['Counter 1'])),
        '/v1/jobs': json(job('queued'), 202),
        '/v1/jobs/j1': json(job('printing')),
      },
      kind: 'timed-out',
      message: PRINT_TIMED_OUT,
    },
    {
      name: 'service gone while polling',
      routes: { '/v1/status': json(status(['Counter 1'])), '/v1/jobs': json(job('queued'), 202) },
      kind: 'unreachable',
    },
  ];
  for (const c of cases) {
    const svc = fakeService(c.routes);
    const outcome = await printDocument(DOC, SETTINGS, {}, svc.deps);
    assert.equal(outcome.kind, c.kind, c.name);
    if (c.message !== undefined) assert.equal('message' in outcome ? outcome.message : '', c.message, c.name);
  }
});

test('a printer this PC chose that the service no longer has: the default prints', async () => {
  const svc = fakeService({
    '/v1/status': json(status(['Counter 1'])),
    '/v1/jobs': json(job('done'), 202),
  });
  assert.equal((await printDocument(DOC, SETTINGS, {}, svc.deps)).kind, 'printed');
  const post = svc.calls.find((c) => c.init?.method === 'POST');
  assert.equal('printer' in (JSON.parse(String(post?.init?.body)) as object), false);
});

test('settings: defaults, saved values, and only loopback addresses', () => {
  const storage = (value: string | null) => ({ getItem: () => value });
  assert.deepEqual(loadPrinterSettings(storage(null)), { serviceUrl: 'http://127.0.0.1:9188', printerName: '' });
  assert.deepEqual(loadPrinterSettings(storage('{"serviceUrl":"http://localhost:9000","printerName":"A"}')), {
    serviceUrl: 'http://localhost:9000',
    printerName: 'A',
  });
  assert.deepEqual(loadPrinterSettings(storage('not json')).printerName, '');
  const cases: [string, boolean][] = [
    ['http://127.0.0.1:9188', true],
    ['http://localhost:9188', true],
    ['http://[::1]:9188', true],
    ['https://127.0.0.1', true],
    ['http://192.168.1.5:9188', false],
    ['http://127.0.0.1.evil.example', false],
    ['file:///etc/passwd', false],
    ['not a url', false],
  ];
  for (const [url, ok] of cases) assert.equal(isLoopbackUrl(url), ok, url);
});

test('browser print: an 80 mm page with the same line layout, text escaped', () => {
  const html = receiptHtml(
    {
      columns: 32,
      lines: [
        { kind: 'text', text: '<b>Coop & Co</b>', align: 'center', bold: true },
        { kind: 'pair', left: 'TOTAL', right: '1,234.50' },
        { kind: 'qr', data: 'OR-1' },
        { kind: 'barcode', data: 'OR-1' },
        { kind: 'cut' },
      ],
    },
    'OR-1',
  );
  assert.match(html, /@page \{ size: 80mm auto/);
  assert.ok(html.includes('&lt;b&gt;Coop &amp; Co&lt;/b&gt;'));
  assert.ok(!html.includes('<b>Coop'));
  assert.ok(html.includes('TOTAL                   1,234.50'));
  assert.ok(html.includes('[QR] OR-1'));
  assert.ok(html.includes('<div class="cut"></div>'));
});
