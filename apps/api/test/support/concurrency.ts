// Firing identical requests at once, for the tests that postings are safe under concurrency
// (ARCHITECTURE.md). On PostgreSQL (TEST_DATABASE_URL) the requests really overlap on several
// connections; on PGlite their transactions run one after another, so the same assertions hold
// there too but only PostgreSQL can show a race.
import assert from 'node:assert/strict';
import type { TestResponse } from './test-app.ts';

export const ON_POSTGRES = Boolean(process.env['TEST_DATABASE_URL']);
export const NEEDS_POSTGRES = ON_POSTGRES
  ? false
  : 'needs real parallel connections (set TEST_DATABASE_URL); PGlite runs one transaction at a time';

export const TIMES = 20;

/** Starts `n` requests together and waits for every answer. */
export function together<T>(n: number, fire: (i: number) => Promise<TestResponse<T>>): Promise<TestResponse<T>[]> {
  return Promise.all(Array.from({ length: n }, (_, i) => fire(i)));
}

/** How many answers had each status, e.g. { 201: 1, 409: 19 }. */
export function statusCounts(responses: readonly TestResponse<unknown>[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const r of responses) counts[r.status] = (counts[r.status] ?? 0) + 1;
  return counts;
}

/**
 * Exactly one answer had `okStatus`; every other one is `otherStatus` (409 by default) with
 * `message` among its errors when given. Never a 500.
 */
export function assertPostedOnce(
  responses: readonly TestResponse<unknown>[],
  okStatus: number,
  options: { otherStatus?: number; message?: string } = {},
): void {
  const counts = statusCounts(responses);
  const other = options.otherStatus ?? 409;
  assert.deepEqual(
    counts,
    responses.length === 1 ? { [okStatus]: 1 } : { [okStatus]: 1, [other]: responses.length - 1 },
    `statuses ${JSON.stringify(counts)}: ${JSON.stringify(responses.find((r) => r.status !== okStatus && r.status !== other)?.body ?? '')}`,
  );
  if (options.message !== undefined) {
    for (const r of responses.filter((x) => x.status === other)) {
      const errors = (r.body as { errors?: Record<string, string[]> }).errors ?? {};
      assert.ok(Object.values(errors).flat().includes(options.message), JSON.stringify(r.body));
    }
  }
}
