// Field findings recorded without signal (issue 17 item 5, decision 114): sent with their photos
// (uploaded first), each posts once by its key; twenty identical syncs record one finding with its
// photos once and one audit entry; a bad finding is refused in words; a role without access is 403.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, test } from 'node:test';
import type { FieldSyncResult } from '@ilaw/contracts/platform/field-sync/field-sync';
import { sql } from 'kysely';
import { TIMES, together } from '../support/concurrency.ts';
import { newPhoto } from '../support/field-photos.ts';
import { createTestApp, type TestApp, type TestClient } from '../support/test-app.ts';
import { setUpCoop, type Coop } from './billing-support.ts';

const SYNC = '/api/v2/billing/field-findings/field-sync';
let t: TestApp;
let coop: Coop;
let reader: TestClient & { userId: number };

before(async () => {
  t = await createTestApp();
  coop = await setUpCoop(t, { consumers: 2 });
  reader = await t.userWithRoles(['MeterReader']);
});
after(() => t.close());

const finding = (photoKeys: string[], extra: Record<string, unknown> = {}) => ({
  key: randomUUID(),
  kind: 'Tampering',
  accountNo: coop.accounts[0]!,
  locationText: null,
  remarks: 'Seal broken, seen without signal',
  latitude: 12.3501,
  longitude: 121.0702,
  accuracyM: 8.4,
  foundAt: '2026-11-20T10:05:00+08:00',
  photoKeys,
  ...extra,
});
const sync = (client: TestClient, records: unknown[]) => client.post<{ results: FieldSyncResult[] }>(SYNC, { records });

test('twenty identical syncs record the finding once, with its two photos and one audit entry', async () => {
  const record = finding([await newPhoto(reader), await newPhoto(reader)]);
  const answers = await together(TIMES, () => sync(reader, [record]));
  assert.deepEqual(
    answers.map((a) => a.status),
    Array(TIMES).fill(200),
  );
  const outcomes = answers.map((a) => a.body.results[0]!.outcome);
  assert.equal(outcomes.filter((o) => o === 'posted').length, 1, outcomes.join());
  assert.equal(outcomes.filter((o) => o === 'already-posted').length, TIMES - 1);
  const findingNo = answers.find((a) => a.body.results[0]!.outcome === 'posted')!.body.results[0]!.reference!;
  assert.match(findingNo, /^FF-\d{4}-\d{6}$/);
  assert.ok(answers.every((a) => a.body.results[0]!.reference === findingNo));
  const rows = await sql<{ findings: number; photos: number; audits: number }>`
    SELECT count(DISTINCT f.id)::int AS findings, count(p.id)::int AS photos,
      (SELECT count(*)::int FROM audit_log a WHERE a.entity_type = 'billing-field-finding'
        AND a.entity_id = min(f.id)::text) AS audits
    FROM billing_field_findings f JOIN billing_field_photos p ON p.finding_id = f.id
    WHERE f.finding_no = ${findingNo}`.execute(t.running.database.db);
  assert.deepEqual(rows.rows[0], { findings: 1, photos: 2, audits: 1 });
  const replay = await sync(reader, [record]);
  assert.deepEqual(
    replay.body.results.map((r) => [r.outcome, r.reference]),
    [['already-posted', findingNo]],
  );
});

test('a finding without a place or photo is refused in words; the rest post; a stranger is refused', async () => {
  const photo = await newPhoto(reader);
  const res = await sync(reader, [
    finding([photo], { accountNo: null }),
    finding([]),
    finding([photo], { accountNo: 'NOPE-1' }),
    finding([photo], { accountNo: null, locationText: 'Illegal tap behind the chapel', kind: 'IllegalConnection' }),
  ]);
  assert.equal(res.status, 200, JSON.stringify(res.body));
  assert.deepEqual(
    res.body.results.map((r) => r.outcome),
    ['refused', 'refused', 'refused', 'posted'],
  );
  assert.ok(res.body.results.slice(0, 3).every((r) => r.message && r.message.length > 0));
  const stranger = await t.userWithRoles(['BillingReport']);
  assert.equal((await sync(stranger, [finding([photo])])).status, 403);
});
