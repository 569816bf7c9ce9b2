// Starts the real API server (which serves the built web app from apps/web/dist) for one test
// file: a free port, a fresh data folder, the admin password set; DATABASE_URL passes through so
// the same tests run against a shared PostgreSQL.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');
export const ADMIN_USERNAME = 'admin';
export const ADMIN_PASSWORD = process.env['PORTAL_ADMIN_PASSWORD'] ?? 'Admin#Pass2026';

export interface PortalServer {
  baseUrl: string;
  stop(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      probe.close(() => resolvePort(port));
    });
  });
}

async function waitUntilReady(
  baseUrl: string,
  child: ChildProcess,
  log: () => string,
  timeoutMs = 90_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The API server exited with ${child.exitCode}:\n${log()}`);
    try {
      const res = await fetch(`${baseUrl}/readyz`);
      if (res.status === 200) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The API server was not ready within ${timeoutMs} ms:\n${log()}`);
}

export async function startServer(): Promise<PortalServer> {
  const webDist = process.env['WEB_DIST_DIR'] ?? join(REPO_ROOT, 'apps/web/dist');
  if (!existsSync(join(webDist, 'index.html'))) {
    throw new Error(`${webDist} is missing: run \`npm run build:web\` before the browser tests.`);
  }
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'ilaw-e2e-'));
  const env: NodeJS.ProcessEnv = {
    PATH: process.env['PATH'],
    HOME: process.env['HOME'],
    TZ: process.env['TZ'],
    NODE_ENV: 'production',
    PORT: String(port),
    DATA_DIR: dataDir,
    // Backups (the dashboard's Back up now) stay in the test's own folder.
    BACKUP_DIR: join(dataDir, 'backups'),
    PORTAL_ADMIN_PASSWORD: ADMIN_PASSWORD,
    // No basemap tiles: the browser tests never reach the internet (the map draws its layers on a
    // plain background, docs/decisions/112).
    MAP_TILE_URL: 'off',
    // One audit key for every server: on CI's shared PostgreSQL they append to one audit chain.
    AUDIT_HMAC_KEY: 'e2e-audit-key-0123456789abcdef-0123456789abcdef',
  };
  if (process.env['DATABASE_URL']) env['DATABASE_URL'] = process.env['DATABASE_URL'];
  if (process.env['WEB_DIST_DIR']) env['WEB_DIST_DIR'] = process.env['WEB_DIST_DIR'];
  const child = spawn(process.execPath, ['apps/api/src/main.ts', '--no-demo'], {
    cwd: REPO_ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise<void>((r) => child.once('exit', () => r()));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitUntilReady(baseUrl, child, () => output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, stop };
}
