// The service's HTTP and WebSocket face (SPEC.md section 7; docs/decisions/055). Loopback only:
// it listens on a loopback address, refuses any other peer, refuses a Host header that is not a
// loopback name (DNS rebinding) and refuses web pages from origins other than the portal's.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import {
  PRINTER_SERVICE_NAME,
  PRINTER_SERVICE_PATHS,
  printerSocketRequestSchema,
  printJobRequestSchema,
  type PrinterServiceStatus,
  type PrinterSocketReply,
  type PrinterStatus,
  type PrintJob,
} from '@ilaw/contracts/platform/receipt';
import { printerInfos, type ServiceConfig } from './config.ts';
import { JobError, PrintQueue } from './jobs.ts';

export const SERVICE_VERSION = '1.0.0';
const MAX_BODY_BYTES = 512 * 1024;
const LOOPBACK_PEER = /^(127\.|::1$|::ffff:127\.)/;
const LOOPBACK_HOST = /^(127\.\d+\.\d+\.\d+|localhost|\[::1\])(:\d+)?$/i;

export interface RunningService {
  url: string;
  port: number;
  queue: PrintQueue;
  close(): Promise<void>;
}

class HttpError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

/** Why a request is refused, or null when it may go on. */
function refusal(req: IncomingMessage, origins: Set<string>): string | null {
  if (!LOOPBACK_PEER.test(req.socket.remoteAddress ?? '')) return 'Only this computer may use the printer service.';
  if (!LOOPBACK_HOST.test(req.headers.host ?? '')) return 'Unknown host.';
  const origin = req.headers.origin;
  if (origin !== undefined && !origins.has(origin)) return `The origin ${origin} may not print here.`;
  return null;
}

async function readJson(req: IncomingMessage): Promise<unknown> {
  if (!/^application\/json\b/i.test(req.headers['content-type'] ?? '')) {
    throw new HttpError(415, 'Send the job as application/json.');
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) throw new HttpError(413, 'The print job is too large.');
    chunks.push(chunk);
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown;
  } catch {
    throw new HttpError(400, 'The print job is not valid JSON.');
  }
}

export async function startService(config: ServiceConfig, queue = new PrintQueue(config)): Promise<RunningService> {
  const origins = new Set(config.allowedOrigins);
  const status = (): PrinterServiceStatus => ({
    service: PRINTER_SERVICE_NAME,
    version: SERVICE_VERSION,
    printers: printerInfos(config),
  });
  const printerStatus = async (name: string): Promise<PrinterStatus> => {
    const check = await queue.printer(name).sink.check();
    return { name, ...check };
  };

  const send = (res: ServerResponse, code: number, body: unknown) => {
    res.writeHead(code, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
    res.end(JSON.stringify(body));
  };

  async function route(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const p = url.pathname;
    if (req.method === 'GET' && p === PRINTER_SERVICE_PATHS.status) return send(res, 200, status());
    const printerMatch = /^\/v1\/printers\/([^/]+)\/status$/.exec(p);
    if (req.method === 'GET' && printerMatch) {
      return send(res, 200, await printerStatus(decodeURIComponent(printerMatch[1] ?? '')));
    }
    if (req.method === 'POST' && p === PRINTER_SERVICE_PATHS.jobs) {
      const parsed = printJobRequestSchema.safeParse(await readJson(req));
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw new HttpError(400, `${issue?.path.join('.') ?? ''}: ${issue?.message ?? 'invalid'}`);
      }
      return send(res, 202, queue.submit(parsed.data));
    }
    const jobMatch = /^\/v1\/jobs\/([^/]+)$/.exec(p);
    if (req.method === 'GET' && jobMatch) {
      const job = queue.get(decodeURIComponent(jobMatch[1] ?? ''));
      if (!job) throw new HttpError(404, 'Unknown print job.');
      return send(res, 200, job);
    }
    throw new HttpError(404, 'Not found.');
  }

  const server: Server = createServer((req, res) => {
    const refused = refusal(req, origins);
    if (refused !== null) return send(res, 403, { message: refused });
    if (req.headers.origin !== undefined) {
      res.setHeader('Access-Control-Allow-Origin', req.headers.origin);
      res.setHeader('Vary', 'Origin');
    }
    if (req.method === 'OPTIONS') {
      res.setHeader('Access-Control-Allow-Methods', 'GET, POST');
      res.setHeader('Access-Control-Allow-Headers', 'Content-Type');
      res.setHeader('Access-Control-Max-Age', '600');
      // Chrome asks before a page reaches a loopback address (Private Network Access).
      if (req.headers['access-control-request-private-network'] === 'true') {
        res.setHeader('Access-Control-Allow-Private-Network', 'true');
      }
      res.writeHead(204).end();
      return;
    }
    route(req, res).catch((error: unknown) => {
      if (error instanceof HttpError || error instanceof JobError) send(res, error.status, { message: error.message });
      else send(res, 500, { message: (error as Error).message });
    });
  });

  const sockets = new WebSocketServer({ noServer: true, maxPayload: MAX_BODY_BYTES });
  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const refused = refusal(req, origins);
    const path = new URL(req.url ?? '/', 'http://127.0.0.1').pathname;
    if (refused !== null || path !== PRINTER_SERVICE_PATHS.socket) {
      socket.end(`HTTP/1.1 ${refused !== null ? '403 Forbidden' : '404 Not Found'}\r\nConnection: close\r\n\r\n`);
      return;
    }
    sockets.handleUpgrade(req, socket, head, (ws) => serveSocket(ws));
  });

  function serveSocket(ws: WebSocket): void {
    const watched = new Set<string>();
    const reply = (message: PrinterSocketReply) => ws.send(JSON.stringify(message));
    const stop = queue.onChange((job: PrintJob) => {
      if (watched.has(job.id)) reply({ type: 'job', job });
    });
    ws.on('close', stop);
    ws.on('message', (data: Buffer, isBinary: boolean) => {
      let requestId: string | undefined;
      try {
        if (isBinary) throw new HttpError(400, 'Send JSON text messages.');
        const parsed = printerSocketRequestSchema.safeParse(JSON.parse(data.toString('utf8')));
        if (!parsed.success) throw new HttpError(400, parsed.error.issues[0]?.message ?? 'Invalid message.');
        const message = parsed.data;
        requestId = message.requestId;
        const withId = requestId !== undefined ? { requestId } : {};
        if (message.type === 'status') return reply({ type: 'status', ...withId, status: status() });
        if (message.type === 'job') {
          const job = queue.get(message.id);
          if (!job) throw new HttpError(404, 'Unknown print job.');
          watched.add(job.id);
          return reply({ type: 'job', ...withId, job });
        }
        const job = queue.submit(message.job);
        watched.add(job.id);
        // The current state first, then each change as it happens.
        reply({ type: 'job', ...withId, job: queue.get(job.id) ?? job });
      } catch (error) {
        reply({ type: 'error', ...(requestId !== undefined && { requestId }), message: (error as Error).message });
      }
    });
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  const hostInUrl = config.host.includes(':') ? `[${config.host}]` : config.host;
  return {
    url: `http://${hostInUrl}:${port}`,
    port,
    queue,
    async close() {
      for (const client of sockets.clients) client.terminate();
      sockets.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await queue.drain();
    },
  };
}
