// Builds the HTTP server: plugins, hooks for sessions, the CSRF header and security headers,
// the error contract, every module's routes, the OpenAPI document, and the web app.
import path from 'node:path';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { AGREEMENT_REQUIRED } from '@ilaw/contracts/privacy/agreement';
import { PASSWORD_CHANGE_REQUIRED } from '@ilaw/contracts/auth/change-password';
import { sql } from 'kysely';
import { apiRoutes } from './routes.ts';
import { logDestination } from './platform/logging/log-destination.ts';
import type { Config } from './platform/config/config.ts';
import type { DatabaseHandle } from './platform/db/database.ts';
import { SESSION_COOKIE, resolveSession } from './platform/auth/sessions.ts';
import { FileStore, LocalBlobStore } from './platform/files/file-store.ts';
import { configureWorkbookLimits } from './platform/files/workbook.ts';
import {
  DATABASE_REFUSED_VALUE,
  HttpError,
  POSTED_RECORD_MESSAGE,
  POSTED_RECORD_SQLSTATE,
} from './platform/http/errors.ts';
import { databaseConflict } from './platform/posting/database-conflicts.ts';
import type { AppServices } from './platform/http/context.ts';
import { registerRoutes } from './platform/http/register-routes.ts';
import { JobQueue } from './platform/jobs/job-queue.ts';
import { Mailer } from './platform/mail/mailer.ts';
import { registerOpenApi } from './platform/openapi/openapi.ts';
import { modules } from './modules.ts';
import { endpointAccessTable } from './platform/http/endpoint-access.ts';
import { installModuleJobs, installModuleRegistries } from './platform/modules/install-modules.ts';
import { redactPushKey } from './modules/dtr/devices/device-access.ts';
import { registerDevicePushRoutes } from './modules/dtr/devices/device-push.ts';

// WEB_DIST_DIR lets parallel browser-test runs each serve their own build.
const WEB_DIST = process.env['WEB_DIST_DIR']
  ? `${path.resolve(process.env['WEB_DIST_DIR'])}/`
  : fileURLToPath(new URL('../../web/dist/', import.meta.url));
const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** A logged address without secrets: a reset link's token and a device's push key are replaced. */
export function loggableUrl(url: string): string {
  return redactPushKey(url.replace(/([?&]token=)[^&#]*/gi, '$1[hidden]'));
}

/**
 * The path as the router sees it, lower-cased: the matched route's own path, else the decoded
 * request path. Deciding on the raw URL let `/%61pi/...` reach an /api route past the hooks.
 */
export function routedPath(request: FastifyRequest): string {
  const matched = request.routeOptions.url;
  if (matched) return matched.toLowerCase();
  const raw = request.url.split('?')[0] ?? '';
  try {
    return decodeURIComponent(raw).toLowerCase();
  } catch {
    return raw.toLowerCase();
  }
}

export interface BuiltServer {
  app: FastifyInstance;
  services: AppServices;
}

type RequestUploads = import('./platform/http/register-routes.ts').UploadedFile[];

/** The file store of the data directory (the server's, and the demo seeders'). */
export function fileStoreOf(config: Config): FileStore {
  return new FileStore(new LocalBlobStore(`${config.dataDir}/files`), config.uploadMaxBytes);
}

export async function buildServer(
  config: Config,
  database: DatabaseHandle,
  options: { logStream?: NodeJS.WritableStream } = {},
): Promise<BuiltServer> {
  const logStream = options.logStream ?? (await logDestination(config));
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
      serializers: {
        // Fastify's own fields, with the address cleaned: opening a reset link must not log its
        // token, nor a biometric device's push its key.
        req: (req) => ({
          method: req.method,
          url: loggableUrl(req.url ?? ''),
          host: req.headers.host,
          remoteAddress: req.socket?.remoteAddress,
          remotePort: req.socket?.remotePort,
        }),
      },
      ...(logStream ? { stream: logStream } : {}),
    },
    trustProxy: config.trustProxy,
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true },
    bodyLimit: 2 * 1024 * 1024,
    // A path that does not decode (broken percent-encoding) still answers in the error contract.
    frameworkErrors: (_error, _request, reply) => {
      const message = 'The address of this request is not valid.';
      // The reply's generics are those of whichever route; this answer fits any of them.
      void (reply as unknown as FastifyReply).code(400).send({ errors: { generalErrors: [message] }, message });
    },
  });

  const services: AppServices = {
    config,
    db: database.db,
    dbKind: database.kind,
    database,
    files: fileStoreOf(config),
    jobs: new JobQueue(database.db, (msg, err) => app.log.error({ err }, msg)),
    mailer: new Mailer(database.db, config, (msg) => app.log.info(msg)),
    log: app.log,
    endpointAccess: endpointAccessTable(apiRoutes),
  };
  installModuleRegistries(modules);
  installModuleJobs(modules, services);

  // Mail still being handed to the SMTP server is finished before the database closes.
  app.addHook('onClose', async () => services.mailer.flush());

  await app.register(cookie);
  await app.register(multipart, { limits: { fileSize: config.uploadMaxBytes, files: config.uploadMaxFiles } });
  configureWorkbookLimits(config.importLimits);

  // Every /api route must say who may call it; infrastructure routes declare themselves public.
  app.addHook('onRoute', (route) => {
    const url = route.url.toLowerCase();
    if (url.startsWith('/api/') && !url.startsWith('/api/docs') && !route.config?.access) {
      throw new Error(`Route ${String(route.method)} ${route.url} declares no access; refusing to start.`);
    }
  });

  app.decorateRequest('sessionUser', null);
  // Each request's uploads are kept beside it; the route reads what readMultipart stored.
  const uploads = new WeakMap<object, RequestUploads>();
  app.decorateRequest('uploadedFiles', {
    getter() {
      return uploads.get(this) ?? [];
    },
    setter(value: RequestUploads) {
      uploads.set(this, value);
    },
  });
  app.addHook('onRequest', async (request) => {
    request.sessionUser = null;
    if (!routedPath(request).startsWith('/api/')) return;
    // State-changing calls must come from our own screens: a cross-site form cannot set this header.
    if (UNSAFE.has(request.method) && !request.headers['x-requested-with']) {
      request.log.warn({ url: request.url }, 'refused access: missing X-Requested-With on a state-changing call');
      throw new HttpError(403, 'This request is missing the X-Requested-With header.');
    }
    const token = request.cookies[SESSION_COOKIE];
    if (token) {
      request.sessionUser = await resolveSession(services.db, token, {
        idleMs: config.sessionIdleMs,
        absoluteMs: config.sessionAbsoluteMs,
      });
    }
    // A temporary or reset-by-admin password must be replaced before anything else: the session
    // may reach only public routes and those marked passwordChangeExempt (current user, change
    // password, sign-out).
    const route = request.routeOptions.config;
    if (
      request.sessionUser?.mustChangePassword &&
      route.access !== undefined &&
      route.access !== 'public' &&
      route.passwordChangeExempt !== true
    ) {
      request.log.warn(
        { userId: request.sessionUser.id, url: loggableUrl(request.url) },
        'refused access: password change due',
      );
      throw new HttpError(403, PASSWORD_CHANGE_REQUIRED);
    }
    // The current data privacy agreement is accepted at sign-in before the portal is used
    // (decision 101): until then only the agreement itself and the routes above are open.
    if (
      request.sessionUser?.agreementDue != null &&
      route.access !== undefined &&
      route.access !== 'public' &&
      route.passwordChangeExempt !== true &&
      route.agreementExempt !== true
    ) {
      request.log.warn(
        { userId: request.sessionUser.id, url: loggableUrl(request.url) },
        'refused access: agreement due',
      );
      throw new HttpError(403, AGREEMENT_REQUIRED);
    }
  });

  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'same-origin');
    reply.header('X-Frame-Options', 'SAMEORIGIN');
    reply.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=(self)');
    const routed = routedPath(request);
    if (!routed.startsWith('/api/docs')) {
      reply.header(
        'Content-Security-Policy',
        "default-src 'self'; img-src 'self' data: blob:; style-src 'self' 'unsafe-inline'; font-src 'self' data:; " +
          "script-src 'self'; connect-src 'self' ws://127.0.0.1:* http://127.0.0.1:* ws://localhost:* http://localhost:*; " +
          "frame-ancestors 'self'; base-uri 'self'; form-action 'self'",
      );
    }
    if (config.cookieSecure) reply.header('Strict-Transport-Security', 'max-age=31536000');
    if (routed.startsWith('/api/') && !reply.hasHeader('Cache-Control')) {
      reply.header('Cache-Control', 'no-store');
    }
    return payload;
  });

  app.setErrorHandler((error, request, reply) => {
    if (error instanceof HttpError) {
      return reply.code(error.status).send(error.body);
    }
    // A duplicate key, deadlock or serialization failure no handler mapped is a conflict, not a 500.
    const dbConflict = databaseConflict(error);
    if (dbConflict) {
      request.log.warn({ err: error }, 'database conflict answered 409');
      return reply.code(dbConflict.status).send(dbConflict.body);
    }
    const fastifyError = error as { code?: string; statusCode?: number; message?: string };
    if (fastifyError.code === POSTED_RECORD_SQLSTATE) {
      request.log.warn({ err: error }, 'refused change of a posted record');
      return reply
        .code(409)
        .send({ errors: { generalErrors: [POSTED_RECORD_MESSAGE] }, message: POSTED_RECORD_MESSAGE });
    }
    const status = fastifyError.statusCode ?? 500;
    const known: Record<string, [number, string]> = {
      FST_ERR_CTP_BODY_TOO_LARGE: [413, 'The request is too large.'],
      FST_REQ_FILE_TOO_LARGE: [413, 'The file is too large.'],
      FST_FILES_LIMIT: [413, 'Too many files in one request.'],
      FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'This content type is not accepted here.'],
      FST_INVALID_MULTIPART_CONTENT_TYPE: [415, 'Send the file as multipart/form-data.'],
      FST_ERR_CTP_INVALID_JSON_BODY: [400, 'The request body is not valid JSON.'],
      FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'The request body is empty.'],
    };
    const mapped = fastifyError.code ? known[fastifyError.code] : undefined;
    if (mapped) {
      return reply.code(mapped[0]).send({ errors: { generalErrors: [mapped[1]] }, message: mapped[1] });
    }
    // Last resort: PostgreSQL refused a value (class 22: NUL byte, bad date, out of range). The
    // contracts should have answered 400 first; the warning names the route to fix.
    if (typeof fastifyError.code === 'string' && /^22[0-9A-Z]{3}$/.test(fastifyError.code)) {
      request.log.warn(
        { err: error, url: loggableUrl(request.url) },
        'a value reached the database the contract should refuse',
      );
      return reply.code(400).send(DATABASE_REFUSED_VALUE.body);
    }
    if (status >= 400 && status < 500) {
      const message = fastifyError.message ?? 'The request is not valid.';
      return reply.code(status).send({ errors: { generalErrors: [message] }, message });
    }
    request.log.error({ err: error }, 'unhandled error');
    const message = 'Something went wrong on our end. Please try again later.';
    return reply.code(500).send({ errors: { generalErrors: [message] }, message });
  });

  app.get('/healthz', { config: { access: 'public' } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { config: { access: 'public' } }, async (_request, reply) => {
    try {
      await sql`SELECT 1`.execute(services.db);
      return { status: 'ready', database: database.kind };
    } catch {
      return reply.code(503).send({ status: 'unavailable' });
    }
  });

  registerRoutes(app, apiRoutes, services);
  await registerDevicePushRoutes(app, services);
  await registerOpenApi(app, apiRoutes, config);

  const hasWeb = existsSync(`${WEB_DIST}index.html`);
  if (hasWeb) {
    await app.register(fastifyStatic, { root: WEB_DIST, wildcard: false, index: false, cacheControl: false });
  }
  app.setNotFoundHandler((request, reply) => {
    const url = routedPath(request);
    if (url.startsWith('/api/') || request.method !== 'GET') {
      const message = 'The resource you are looking for does not exist.';
      return reply.code(404).send({ errors: { generalErrors: [message] }, message });
    }
    // Hashed build assets are cached for good; the page itself never is.
    if (url.startsWith('/assets/')) {
      return reply.code(404).type('text/plain').send('Not found');
    }
    if (!hasWeb) {
      return reply
        .code(200)
        .type('text/html')
        .send('<!doctype html><p>The web app is not built. Run <code>npm run build:web</code>.</p>');
    }
    return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
  });

  return { app, services };
}
