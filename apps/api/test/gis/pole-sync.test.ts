// Poles gathered without signal (issue 17 item 5, decision 114): sent with their photo (uploaded
// first), each posts once by its key; twenty identical syncs record one pole with one audit entry;
// a pole number gathered meanwhile is a conflict in words; a role without access is 403.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, test } from 'node:test';
import type { FieldSyncResult } from '@ilaw/contracts/platform/field-sync/field-sync';
import { sql } from 'kysely';
import { TIMES, together } from '../support/concurrency.ts';
import { newPhoto } from '../support/field-photos.ts';
import { createTestApp, type TestApp, type TestClient } from '../support/test-app.ts';

const SYNC = '/api/v2/gis/poles/field-sync';
let t: TestApp;
let gatherer: TestClient & { userId: number };

before(async () => {
  t = await createTestApp();
  gatherer = await t.userWithRoles(['DataGatherer']);
});
after(async () => t.close());

const pole = (poleNo: string, photoKeys: string[], extra: Record<string, unknown> = {}) => ({
  key: randomUUID(),
  poleNo,
  poleType: 'Concrete',
  heightFt: '40',
  branchCode: 5,
  latitude: '12.401234',
  longitude: '121.101234',
  transformerSerialNo: null,
  remarks: 'Gathered without signal',
  gatheredOn: '2026-11-20',
  photoKeys,
  ...extra,
});
const sync = (client: TestClient, records: unknown[]) => client.post<{ results: FieldSyncResult[] }>(SYNC, { records });
const stored = async (poleNo: string) =>
  (
    await sql<{ poles: number; photos: number; audits: number }>`
      SELECT count(*)::int AS poles, count(photo_file_id)::int AS photos,
        (SELECT count(*)::int FROM audit_log a WHERE a.entity_type = 'gis-pole' AND a.entity_id = min(p.id)::text) AS audits
      FROM gis_poles p WHERE p.pole_no = ${poleNo}`.execute(t.running.database.db)
  ).rows[0]!;

test('twenty identical syncs record the pole once, with its photo and one audit entry', async () => {
  const record = pole('FP-0001', [await newPhoto(gatherer)]);
  const answers = await together(TIMES, () => sync(gatherer, [record]));
  assert.deepEqual(
    answers.map((a) => a.status),
    Array(TIMES).fill(200),
  );
  const outcomes = answers.map((a) => a.body.results[0]!.outcome);
  assert.equal(outcomes.filter((o) => o === 'posted').length, 1, outcomes.join());
  assert.equal(outcomes.filter((o) => o === 'already-posted').length, TIMES - 1);
  assert.deepEqual(await stored('FP-0001'), { poles: 1, photos: 1, audits: 1 });
  assert.equal((await sync(gatherer, [record])).body.results[0]!.outcome, 'already-posted');
});

test('a pole number gathered meanwhile is a conflict; a bad transformer is refused; a stranger is 403', async () => {
  const office = await gatherer.post('/api/v2/gis/poles', {
    ...pole('FP-0002', []),
    key: undefined,
    photoKeys: undefined,
  });
  assert.equal(office.status, 201, JSON.stringify(office.body));
  const photo = await newPhoto(gatherer);
  const res = await sync(gatherer, [
    pole('fp-0002', [photo]),
    pole('FP-0003', [photo], { transformerSerialNo: 'NO-SUCH-SERIAL' }),
    pole('FP-0004', [photo]),
  ]);
  assert.equal(res.status, 200, JSON.stringify(res.body));
  assert.deepEqual(
    res.body.results.map((r) => [r.outcome, r.reference, r.message]),
    [
      ['conflict', 'fp-0002', 'This pole number is already recorded in the branch.'],
      ['refused', 'FP-0003', res.body.results[1]!.message],
      ['posted', 'FP-0004', null],
    ],
  );
  assert.ok(res.body.results[1]!.message);
  assert.deepEqual(await stored('FP-0003'), { poles: 0, photos: 0, audits: 0 });
  const reader = await t.userWithRoles(['DistributionTransformer']);
  assert.equal((await sync(reader, [pole('FP-0005', [photo])])).status, 403);
});
