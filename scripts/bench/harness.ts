// Small load-generation helpers shared by the benchmark scenarios.
import { performance } from 'node:perf_hooks';
import { createTestApp, freshPostgresDatabase, type TestApp } from '../../apps/api/test/support/test-app.ts';

export interface Measurement {
  requests: number;
  seconds: number;
  throughput: number;
  p50: number;
  p99: number;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/** Fires GETs with a fixed concurrency for a fixed count (after a warm-up) and times each one. */
export async function measure(
  url: string,
  headers: Record<string, string>,
  { requests = Number(process.env['BENCH_REQUESTS'] ?? 2000), concurrency = 8 } = {},
): Promise<Measurement> {
  const once = async () => {
    const res = await fetch(url, { headers });
    if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
    await res.arrayBuffer();
  };
  for (let i = 0; i < 100; i += 1) await once();
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < requests) {
        next += 1;
        const t0 = performance.now();
        await once();
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    requests,
    seconds,
    throughput: requests / seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
  };
}

export function printComparison(name: string, full: Measurement, baseline: Measurement): void {
  const ratio = full.throughput / baseline.throughput;
  console.log(`  ${name}`);
  console.log(
    `    full stack : ${full.throughput.toFixed(0).padStart(6)} req/s  p50 ${full.p50.toFixed(2)} ms  p99 ${full.p99.toFixed(2)} ms`,
  );
  console.log(
    `    bare SQL   : ${baseline.throughput.toFixed(0).padStart(6)} req/s  p50 ${baseline.p50.toFixed(2)} ms  p99 ${baseline.p99.toFixed(2)} ms`,
  );
  console.log(`    ratio      : ${ratio.toFixed(2)} of the bare handler's throughput`);
}

// A throwaway database on a PostgreSQL server, dropped afterwards (the API tests' own).
export { freshPostgresDatabase };

export type Engine = 'PGlite' | 'PostgreSQL';

/**
 * The portal's test app on PGlite (`pgUrl` null) or on a fresh database of the server `pgUrl`
 * names (createTestApp reads TEST_DATABASE_URL; it is set for the start only). `env` adds settings
 * (e.g. a larger UPLOAD_MAX_MB).
 */
export async function benchApp(pgUrl: string | null, env: Record<string, string> = {}): Promise<TestApp> {
  const saved = process.env['TEST_DATABASE_URL'];
  if (pgUrl) process.env['TEST_DATABASE_URL'] = pgUrl;
  else delete process.env['TEST_DATABASE_URL'];
  try {
    return await createTestApp(env);
  } finally {
    if (saved !== undefined) process.env['TEST_DATABASE_URL'] = saved;
    else delete process.env['TEST_DATABASE_URL'];
  }
}

/**
 * Runs a scenario on PGlite (unless `pglite` is false or BENCH_SKIP_PGLITE=1) and then on the
 * server BENCH_DATABASE_URL (or TEST_DATABASE_URL) names.
 */
export async function onEachEngine(
  scenario: (engine: Engine, pgUrl: string | null) => Promise<void>,
  options: { pglite?: boolean } = {},
): Promise<void> {
  if ((options.pglite ?? true) && process.env['BENCH_SKIP_PGLITE'] !== '1') await scenario('PGlite', null);
  const pgUrl = process.env['BENCH_DATABASE_URL'] ?? process.env['TEST_DATABASE_URL'];
  if (pgUrl) await scenario('PostgreSQL', pgUrl);
  else console.log('  (PostgreSQL: set BENCH_DATABASE_URL to a server to run it there too)');
}
