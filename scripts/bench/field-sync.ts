// The offline field app's sync (issue 17 item 7, decision 113): one phone sends READINGS readings
// of its route, in the batches the phone uses, through the endpoint (every hook, guard, contract,
// the claim by key and the reading's checks and audit), beside a bare baseline in the same run
// (as many one-row INSERT transactions on the same pool). Then the same sync is sent again and
// must post nothing. Target: 500 readings under 10 s on PostgreSQL.
// Then "500 readings with photos from one phone" (decision 114): the phone first sends each
// reading's meter photo (BENCH_FIELD_PHOTO_KB, 150 KB: a photo shrunk on the phone) through the
// photo upload, five per request, then the readings, each naming its photo; the baseline is as
// many one-row inserts plus as many photo files written to disk. Replayed, it stores nothing again.
//
// `npm run bench -- field-sync` (BENCH_FIELD_READINGS overrides 500). PGlite (unless
// BENCH_SKIP_PGLITE=1) and PostgreSQL when BENCH_DATABASE_URL (or TEST_DATABASE_URL) names a server.
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql, type Kysely } from 'kysely';
import { FIELD_SYNC_BATCH, type FieldReadingResult } from '@ilaw/contracts/billing/readings/sync-field-readings';
import { multipart, setUpCoop } from '../../apps/api/test/billing/billing-support.ts';
import type { Database } from '../../apps/api/src/platform/db/schema.ts';
import { benchApp, onEachEngine, type Engine } from './harness.ts';

const READINGS = Number(process.env['BENCH_FIELD_READINGS'] ?? 500);
const TARGET_MS = 10_000;
const PHOTO_KB = Number(process.env['BENCH_FIELD_PHOTO_KB'] ?? 150);
const PHOTOS_PER_UPLOAD = 5;

/** A photo's bytes: a JPEG header (the store sniffs the type) and noise, as a shrunk photo weighs. */
function photoBytes(): Buffer {
  const header = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]);
  return Buffer.concat([header, randomBytes(PHOTO_KB * 1024 - header.length)]);
}

/** The bare baseline with photos: the one-row inserts plus the photo files written to disk. */
async function bareWithPhotos(db: Kysely<Database>, photos: Buffer[]): Promise<number> {
  const dir = await mkdtemp(path.join(tmpdir(), 'ilaw-bench-photos-'));
  try {
    const t0 = performance.now();
    for (let i = 0; i < photos.length; i += 1) await writeFile(path.join(dir, `${i}.jpg`), photos[i]!);
    const filesMs = performance.now() - t0;
    return filesMs + (await bare(db, photos.length));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

async function bare(db: Kysely<Database>, n: number): Promise<number> {
  await sql`CREATE TABLE bench_field_base (id bigserial PRIMARY KEY, a int, b numeric)`.execute(db);
  const t0 = performance.now();
  for (let i = 0; i < n; i += 1) {
    await db
      .transaction()
      .execute((trx) => sql`INSERT INTO bench_field_base (a, b) VALUES (${i}, 1.5) RETURNING id`.execute(trx));
  }
  const ms = performance.now() - t0;
  await sql`DROP TABLE bench_field_base`.execute(db);
  return ms;
}

async function scenario(label: Engine, pgUrl: string | null): Promise<void> {
  const t = await benchApp(pgUrl);
  try {
    const coop = await setUpCoop(t, { consumers: READINGS });
    const reader = coop.txn;
    const readings = coop.accounts.map((accountNo, i) => ({
      key: randomUUID(),
      billMonthId: coop.monthId,
      accountNo,
      presentReading: String(1001 + (i % 400)),
      remark: null,
      basisReading: null,
      readAt: '2026-11-20T08:00:00+08:00',
      latitude: 12.35,
      longitude: 121.07,
    }));
    const send = async () => {
      const outcomes: string[] = [];
      for (let i = 0; i < readings.length; i += FIELD_SYNC_BATCH) {
        const res = await reader.post<{ results: FieldReadingResult[] }>('/api/v2/billing/meter-readings/field-sync', {
          readings: readings.slice(i, i + FIELD_SYNC_BATCH),
        });
        if (res.status !== 200) throw new Error(`sync answered ${res.status}: ${JSON.stringify(res.body)}`);
        outcomes.push(...res.body.results.map((r) => r.outcome));
      }
      return outcomes;
    };
    const base = await bare(t.running.database.db, READINGS);
    let t0 = performance.now();
    const first = await send();
    const syncMs = performance.now() - t0;
    t0 = performance.now();
    const again = await send();
    const replayMs = performance.now() - t0;
    const posted = first.filter((o) => o === 'posted').length;
    const reposted = again.filter((o) => o === 'posted').length;
    console.log(
      `  [${label}] ${READINGS} readings: sync ${(syncMs / 1000).toFixed(2)} s (${posted} posted), ` +
        `replay ${(replayMs / 1000).toFixed(2)} s (${reposted} posted again); bare ${READINGS} inserts ` +
        `${(base / 1000).toFixed(2)} s, ratio ${(syncMs / base).toFixed(1)}x; target under ${TARGET_MS / 1000} s: ` +
        `${syncMs < TARGET_MS && posted === READINGS && reposted === 0 ? 'MET' : 'MISSED'}`,
    );
  } finally {
    await t.close();
  }
}

async function withPhotos(label: Engine, pgUrl: string | null): Promise<void> {
  const t = await benchApp(pgUrl);
  try {
    const coop = await setUpCoop(t, { consumers: READINGS });
    const reader = coop.txn;
    const photos = coop.accounts.map(() => ({ key: randomUUID(), bytes: photoBytes() }));
    const readings = coop.accounts.map((accountNo, i) => ({
      key: randomUUID(),
      billMonthId: coop.monthId,
      accountNo,
      presentReading: String(1001 + (i % 400)),
      remark: null,
      basisReading: null,
      readAt: '2026-11-20T08:00:00+08:00',
      latitude: 12.35,
      longitude: 121.07,
      photoKeys: [photos[i]!.key],
    }));
    const send = async () => {
      let stored = 0;
      for (let i = 0; i < photos.length; i += PHOTOS_PER_UPLOAD) {
        const { payload, headers } = multipart(
          photos.slice(i, i + PHOTOS_PER_UPLOAD).map((p) => ({ name: p.key, fileName: 'meter.jpg', bytes: p.bytes })),
        );
        const res = await reader.request<{ stored: string[] }>('POST', '/api/v2/field-photos', { payload, headers });
        if (res.status !== 200) throw new Error(`photo upload answered ${res.status}: ${JSON.stringify(res.body)}`);
        stored += res.body.stored.length;
      }
      let posted = 0;
      for (let i = 0; i < readings.length; i += FIELD_SYNC_BATCH) {
        const res = await reader.post<{ results: FieldReadingResult[] }>('/api/v2/billing/meter-readings/field-sync', {
          readings: readings.slice(i, i + FIELD_SYNC_BATCH),
        });
        if (res.status !== 200) throw new Error(`sync answered ${res.status}: ${JSON.stringify(res.body)}`);
        posted += res.body.results.filter((r) => r.outcome === 'posted').length;
      }
      return { stored, posted };
    };
    const base = await bareWithPhotos(
      t.running.database.db,
      photos.map((p) => p.bytes),
    );
    let t0 = performance.now();
    const first = await send();
    const syncMs = performance.now() - t0;
    t0 = performance.now();
    const again = await send();
    const replayMs = performance.now() - t0;
    const met = syncMs < TARGET_MS && first.posted === READINGS && first.stored === READINGS;
    console.log(
      `  [${label}] ${READINGS} readings with ${PHOTO_KB} KB photos: sync ${(syncMs / 1000).toFixed(2)} s ` +
        `(${first.stored} photos stored, ${first.posted} posted), replay ${(replayMs / 1000).toFixed(2)} s ` +
        `(${again.stored} stored, ${again.posted} posted again); bare ${READINGS} inserts and photo files ` +
        `${(base / 1000).toFixed(2)} s, ratio ${(syncMs / base).toFixed(1)}x; target under ${TARGET_MS / 1000} s: ` +
        `${met && again.stored === 0 && again.posted === 0 ? 'MET' : 'MISSED'}`,
    );
  } finally {
    await t.close();
  }
}

export async function run(): Promise<void> {
  await onEachEngine(scenario);
  await onEachEngine(withPhotos);
}
