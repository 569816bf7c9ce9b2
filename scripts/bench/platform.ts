// Platform benchmark: an authenticated GET /api/auth/user and a paged GET /api/admin/users through
// the whole stack (HTTP, hooks, session, guard, validation, contract check), against a bare
// node:http handler in the same process that runs the same SQL through the same database handle.
import { createServer, type Server } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { startApp } from '../../apps/api/src/app.ts';
import { loadConfig } from '../../apps/api/src/platform/config/config.ts';
import { resolveSession, SESSION_COOKIE } from '../../apps/api/src/platform/auth/sessions.ts';
import { loadCurrentUser } from '../../apps/api/src/modules/auth/load-current-user.ts';
import { adminUserQuery, toAdminUser } from '../../apps/api/src/modules/admin/users/user-queries.ts';
import { paginate } from '../../apps/api/src/platform/db/paging.ts';
import { hashPassword } from '../../apps/api/src/platform/auth/passwords.ts';
import { freshPostgresDatabase, measure, printComparison } from './harness.ts';

const PASSWORD = 'Bench#Pass2026';

export async function runOn(kind: 'pglite' | 'postgres', baseUrl?: string): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ilaw-bench-'));
  const pgDb = kind === 'postgres' && baseUrl ? await freshPostgresDatabase(baseUrl) : null;
  const config = loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    JOB_WORKER: 'false',
    PORTAL_ADMIN_PASSWORD: PASSWORD,
    NODE_ENV: 'production',
    ...(pgDb ? { DATABASE_URL: pgDb.url } : {}),
  });
  const running = await startApp(config, { demo: 'no', listen: true, announce: () => {} });
  const db = running.database.db;
  let bare: Server | null = null;
  try {
    // 300 staff accounts, as in a real cooperative, each with a role or two.
    const hash = await hashPassword(PASSWORD);
    await sql`INSERT INTO users (username, full_name, password_hash)
              SELECT 'staff' || g, 'Staff Member ' || g, ${hash} FROM generate_series(1, 300) g`.execute(db);
    await sql`INSERT INTO user_roles (user_id, role) SELECT id, 'Employee' FROM users WHERE username LIKE 'staff%'`.execute(
      db,
    );

    const base = running.url ?? '';
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
      body: JSON.stringify({ username: 'admin', password: PASSWORD }),
    });
    // The answer also sets the known-browser cookie (decision 008): pick the session's.
    const cookie =
      login.headers
        .getSetCookie()
        .map((c) => c.split(';')[0] ?? '')
        .find((c) => c.startsWith(`${SESSION_COOKIE}=`)) ?? '';
    const token = cookie.split('=')[1] ?? '';
    const policy = { idleMs: config.sessionIdleMs, absoluteMs: config.sessionAbsoluteMs };

    // The bare handler: the same queries, no framework, no validation, no guard.
    bare = createServer((req, res) => {
      void (async () => {
        const user = await resolveSession(db, token, policy);
        if (!user) {
          res.statusCode = 401;
          res.end();
          return;
        }
        let body: unknown;
        if (req.url?.startsWith('/users')) {
          body = await paginate(
            adminUserQuery(db).orderBy('u.full_name').orderBy('u.id'),
            { page: 2, itemsPerPage: 15 },
            toAdminUser,
          );
        } else {
          body = await loadCurrentUser(db, user.id, null);
        }
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify(body));
      })();
    });
    await new Promise<void>((resolve) => bare?.listen(0, '127.0.0.1', resolve));
    const address = bare.address();
    const bareBase = typeof address === 'object' && address ? `http://127.0.0.1:${address.port}` : '';

    const headers = { cookie };
    const label = kind === 'pglite' ? 'PGlite' : 'PostgreSQL';
    printComparison(
      `GET /api/auth/user (${label})`,
      await measure(`${base}/api/auth/user`, headers),
      await measure(`${bareBase}/me`, headers),
    );
    printComparison(
      `GET /api/admin/users?page=2 (${label}, 301 users)`,
      await measure(`${base}/api/admin/users?page=2&itemsPerPage=15`, headers),
      await measure(`${bareBase}/users`, headers),
    );
  } finally {
    bare?.close();
    await running.close();
    if (pgDb) await pgDb.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function run(): Promise<void> {
  await runOn('pglite');
  const pgUrl = process.env['BENCH_DATABASE_URL'] ?? process.env['DATABASE_URL'];
  if (pgUrl) await runOn('postgres', pgUrl);
  else console.log('  (PostgreSQL: set BENCH_DATABASE_URL or DATABASE_URL to a server to run it there too)');
}
