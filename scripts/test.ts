// `npm test`: every test tier in order, with one closing count.
//   1. unit tests beside the code, and the printer service's own tests (no database)
//   2. API tests on embedded PGlite
//   3. API tests again on PostgreSQL when DATABASE_URL (or TEST_DATABASE_URL) is set
//   4. browser tests in Chromium against the built web app
// Options: --only=unit,api,pg,e2e to run some tiers.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const only = process.argv
  .find((a) => a.startsWith('--only='))
  ?.slice(7)
  .split(',');
const want = (tier: string) => !only || only.includes(tier);
const pgUrl = process.env['TEST_DATABASE_URL'] ?? process.env['DATABASE_URL'];
const reports = mkdtempSync(path.join(tmpdir(), 'ilaw-test-report-'));

let passed = 0;
let failed = 0;
const failedTiers: string[] = [];

function run(tier: string, files: string[], env: Record<string, string | undefined> = {}, concurrency = 2): void {
  const tap = path.join(reports, `${tier}.tap`);
  console.log(`\n=== ${tier} ===`);
  const result = spawnSync(
    process.execPath,
    [
      '--test',
      `--test-concurrency=${concurrency}`,
      '--test-reporter=spec',
      '--test-reporter-destination=stdout',
      '--test-reporter=tap',
      `--test-reporter-destination=${tap}`,
      ...files,
    ],
    { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } },
  );
  const text = existsSync(tap) ? readFileSync(tap, 'utf8') : '';
  const count = (name: string) => Number(new RegExp(`^# ${name} (\\d+)$`, 'm').exec(text)?.[1] ?? 0);
  passed += count('pass');
  failed += count('fail') + count('cancelled');
  if (result.status !== 0) failedTiers.push(tier);
}

function ensureChromium(): boolean {
  if (existsSync('/usr/bin/chromium')) return true;
  if (process.getuid?.() === 0) {
    console.log("Chromium is missing: installing Debian's chromium package");
    spawnSync('bash', ['-c', 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium'], {
      stdio: 'inherit',
    });
  }
  return existsSync('/usr/bin/chromium');
}

if (want('unit')) {
  run('unit', [
    'packages/**/*.test.ts',
    'apps/api/src/**/*.test.ts',
    'apps/web/src/**/*.test.ts',
    'apps/printer-service/src/**/*.test.ts',
    'apps/printer-service/test/**/*.test.ts',
    'scripts/**/*.test.ts',
  ]);
}
if (want('api')) {
  run('api-pglite', ['apps/api/test/**/*.test.ts'], { TEST_DATABASE_URL: '' });
}
if (want('pg') && pgUrl) {
  run('api-postgresql', ['apps/api/test/**/*.test.ts'], { TEST_DATABASE_URL: pgUrl });
}
if (want('e2e')) {
  if (!ensureChromium()) {
    console.error('Browser tests need /usr/bin/chromium (Debian package "chromium").');
    failedTiers.push('e2e (no chromium)');
    failed += 1;
  } else {
    const build = spawnSync('npm', ['run', 'build:web'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) {
      failedTiers.push('web build');
      failed += 1;
    } else {
      run('browser', ['apps/web/e2e/**/*.test.ts'], {}, 1);
    }
  }
}

console.log(`\nTiers failed: ${failedTiers.length ? failedTiers.join(', ') : 'none'}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failedTiers.length > 0 || failed > 0 ? 1 : 0);
