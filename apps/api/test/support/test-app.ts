// Starts the real server in-process for API tests: embedded PGlite in memory by default, or a
// fresh database on the PostgreSQL server named by TEST_DATABASE_URL (one per test file, dropped
// afterwards). Requests go through Fastify's inject, so every hook and guard runs.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { EndpointDef, ResponseOf } from '@ilaw/contracts/http';
import type { Role } from '@ilaw/contracts/roles';
import pg from 'pg';
import { startApp, type RunningApp } from '../../src/app.ts';
import { loadConfig } from '../../src/platform/config/config.ts';
import {
  callContract,
  sendContract,
  type ContractCall,
  type ContractCaller,
  type Transport,
} from './contract-client.ts';

export const ADMIN_PASSWORD = 'Admin#Pass2026';
/** One audit key for every app of a test process (the key is per process; see audit-key.ts). */
export const TEST_AUDIT_KEY = 'test-audit-key-0123456789abcdef-0123456789abcdef';
export const USER_PASSWORD = 'Staff#Pass2026';

export interface TestResponse<T = unknown> {
  status: number;
  body: T;
  headers: Record<string, string | string[] | number | undefined>;
  raw: Buffer;
}

export interface RequestOptions {
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
  headers?: Record<string, string>;
  /** Leave out X-Requested-With (to test the CSRF refusal). */
  noXhrHeader?: boolean;
  payload?: Buffer | string;
  ip?: string;
}

export class TestClient implements ContractCaller {
  readonly #running: RunningApp;
  /** The session cookie, `ilaw_session=...`. */
  cookie: string | null = null;
  /** Other cookies the server set (the known-device cookie), by name. */
  readonly otherCookies = new Map<string, string>();
  constructor(running: RunningApp) {
    this.#running = running;
  }

  readonly #transport: Transport = async ({ method, url, body }) => {
    const res = await this.request(method, url, body === undefined ? {} : { body });
    return { status: res.status, text: res.raw.toString('utf8') };
  };

  /**
   * `client.call(endpoint, { params, query, body })`: the URL from the contract's path, the answer
   * checked against its response schema and typed by it. A non-2xx answer throws ContractCallError.
   */
  call<E extends EndpointDef>(def: E, call: ContractCall<E> = {}): Promise<ResponseOf<E>> {
    return callContract(this.#transport, def, call);
  }

  /** The same request answering any status, to assert a refusal: `{ status, body }`. */
  send<E extends EndpointDef>(def: E, call: ContractCall<E> = {}): Promise<{ status: number; body: unknown }> {
    return sendContract(this.#transport, def, call);
  }

  async request<T = unknown>(method: string, url: string, options: RequestOptions = {}): Promise<TestResponse<T>> {
    const headers: Record<string, string> = { ...(options.headers ?? {}) };
    if (!options.noXhrHeader) headers['x-requested-with'] = 'XMLHttpRequest';
    const cookies = [...(this.cookie ? [this.cookie] : []), ...[...this.otherCookies].map(([n, v]) => `${n}=${v}`)];
    if (cookies.length > 0) headers['cookie'] = cookies.join('; ');
    const query: Record<string, string> = {};
    for (const [k, v] of Object.entries(options.query ?? {})) if (v !== undefined) query[k] = String(v);
    let payload: string | Buffer | undefined = options.payload;
    if (payload === undefined && options.body !== undefined) {
      payload = JSON.stringify(options.body);
      headers['content-type'] = 'application/json';
    }
    const res = await this.#running.app.inject({
      method: method as 'GET',
      url,
      query,
      headers,
      ...(payload !== undefined ? { payload } : {}),
      ...(options.ip ? { remoteAddress: options.ip } : {}),
    });
    const setCookie = res.headers['set-cookie'];
    for (const c of Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : []) {
      const [pair] = c.split(';');
      if (!pair) continue;
      const [name, value] = pair.split('=');
      if (name === 'ilaw_session') this.cookie = value ? `ilaw_session=${value}` : null;
      else if (name && value) this.otherCookies.set(name, value);
      else if (name) this.otherCookies.delete(name);
    }
    const raw = res.rawPayload;
    const type = String(res.headers['content-type'] ?? '');
    const body =
      type.includes('application/json') && raw.length > 0
        ? (JSON.parse(raw.toString('utf8')) as T)
        : (raw.toString('utf8') as T);
    return { status: res.statusCode, body, headers: res.headers, raw };
  }

  get<T = unknown>(url: string, options?: RequestOptions) {
    return this.request<T>('GET', url, options);
  }
  post<T = unknown>(url: string, body?: unknown, options: RequestOptions = {}) {
    return this.request<T>('POST', url, { ...options, body });
  }
  put<T = unknown>(url: string, body?: unknown, options: RequestOptions = {}) {
    return this.request<T>('PUT', url, { ...options, body });
  }
  delete<T = unknown>(url: string, options?: RequestOptions) {
    return this.request<T>('DELETE', url, options);
  }

  async login(username: string, password: string): Promise<TestResponse> {
    const res = await this.post('/api/auth/login', { username, password });
    if (res.status !== 200) throw new Error(`sign-in as ${username} failed: ${res.status} ${JSON.stringify(res.body)}`);
    return res;
  }
}

export interface TestApp {
  running: RunningApp;
  /** A signed-in Admin. */
  admin: TestClient;
  anonymous(): TestClient;
  /** Creates a user with these roles (and the shared test password) and signs them in. */
  userWithRoles(
    roles: Role[],
    fields?: { username?: string; departmentId?: number | null },
  ): Promise<TestClient & { userId: number }>;
  close(): Promise<void>;
}

let counter = 0;

/** A throwaway database on the server `baseUrl` names (also the benchmarks'). */
export async function freshPostgresDatabase(baseUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `ilaw_t_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: baseUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

export interface TestAppOptions {
  /** Receives the server's log lines (JSON); give LOG_LEVEL in env to see more than errors. */
  logStream?: NodeJS.WritableStream;
}

export async function createTestApp(env: Record<string, string> = {}, options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ilaw-test-'));
  const baseUrl = process.env['TEST_DATABASE_URL'];
  const pgDb = baseUrl ? await freshPostgresDatabase(baseUrl) : null;
  const config = loadConfig({
    PORTAL_ADMIN_PASSWORD: ADMIN_PASSWORD,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    JOB_WORKER: 'false',
    AUDIT_HMAC_KEY: TEST_AUDIT_KEY,
    ...(pgDb ? { DATABASE_URL: pgDb.url, DATABASE_POOL_SIZE: '4' } : {}),
    ...env,
  });
  const running = await startApp(config, {
    demo: 'no',
    listen: false,
    inMemory: true,
    announce: () => {},
    ...(options.logStream ? { logStream: options.logStream } : {}),
  });
  const admin = new TestClient(running);
  await admin.login('admin', ADMIN_PASSWORD);
  return {
    running,
    admin,
    anonymous: () => new TestClient(running),
    async userWithRoles(roles, fields = {}) {
      counter += 1;
      const username = fields.username ?? `user${counter}.${randomBytes(2).toString('hex')}`;
      const res = await admin.post<{ user: { id: number } }>('/api/admin/users', {
        username,
        fullName: `Test User ${counter}`,
        roles,
        password: USER_PASSWORD,
        departmentId: fields.departmentId ?? null,
      });
      if (res.status !== 201) throw new Error(`could not create ${username}: ${JSON.stringify(res.body)}`);
      // Created users must change their password at first sign-in; tests skip that step.
      await running.database.db
        .updateTable('users')
        .set({ must_change_password: false })
        .where('id', '=', res.body.user.id)
        .execute();
      const client = new TestClient(running) as TestClient & { userId: number };
      client.userId = res.body.user.id;
      const signedIn = await client.login(username, USER_PASSWORD);
      // A test that published a privacy agreement gets users who accepted it (decision 101).
      const due = (signedIn.body as { agreementDue?: number | null }).agreementDue;
      if (due != null) await client.post('/api/v2/data-privacy/my-agreement/acceptances', { version: due });
      return client;
    },
    async close() {
      await running.close();
      if (pgDb) await pgDb.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
