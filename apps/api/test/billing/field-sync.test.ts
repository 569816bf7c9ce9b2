// The offline field app's sync (issue 17 item 5, decision 113): readings a phone kept without
// signal post once by their key, a retried sync posts nothing again, the office's later reading is
// never overwritten (a conflict answered in words), a bad reading is refused without holding back
// the rest, and twenty identical syncs at once record one reading with one audit entry.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, test } from 'node:test';
import { sql } from 'kysely';
import type { FieldReadingResult } from '@ilaw/contracts/billing/readings/sync-field-readings';
import { TIMES, together } from '../support/concurrency.ts';
import { newPhoto } from '../support/field-photos.ts';
import { createTestApp, type TestApp, type TestClient } from '../support/test-app.ts';
import { setUpCoop, type Coop } from './billing-support.ts';

let t: TestApp;
let c: Coop;
let reader: TestClient & { userId: number };

before(async () => {
  t = await createTestApp();
  c = await setUpCoop(t, { consumers: 7 });
  reader = await t.userWithRoles(['MeterReader']);
  const linked = await t.admin.put(`/api/v2/billing/meter-readers/${c.readerId}`, {
    userId: reader.userId,
    name: 'Reader 1',
    branchCode: 5,
  });
  assert.equal(linked.status, 200, JSON.stringify(linked.body));
});
after(async () => t.close());

const SYNC = '/api/v2/billing/meter-readings/field-sync';
const reading = (accountNo: string, presentReading: string, extra: Record<string, unknown> = {}) => ({
  key: randomUUID(),
  billMonthId: c.monthId,
  accountNo,
  presentReading,
  remark: null,
  basisReading: null,
  readAt: '2026-11-20T08:15:00+08:00',
  latitude: 12.3501,
  longitude: 121.0702,
  ...extra,
});
const sync = (client: TestClient, readings: unknown[]) =>
  client.post<{ results: FieldReadingResult[] }>(SYNC, { readings });
const stored = async (accountNo: string) =>
  (
    await sql<{ present: string; source: string; read_on: string | null; at: string | null; audits: number }>`
      SELECT r.present_reading::text AS present, r.source, r.read_on::text AS read_on,
        r.latitude::text || ',' || r.longitude::text AS at,
        (SELECT count(*)::int FROM audit_log a WHERE a.entity_type = 'billing-meter-reading'
          AND a.entity_id = r.consumer_id || ':' || r.bill_month_id) AS audits
      FROM billing_meter_readings r JOIN billing_consumers k ON k.id = r.consumer_id
      WHERE k.account_no = ${accountNo} AND r.bill_month_id = ${c.monthId}`.execute(t.running.database.db)
  ).rows[0];

test('a phone’s readings post once; the same sync sent again records nothing more', async () => {
  const batch = [reading(c.accounts[0]!, '1120.5'), reading(c.accounts[1]!, '1045')];
  const first = await sync(reader, batch);
  assert.equal(first.status, 200, JSON.stringify(first.body));
  assert.deepEqual(
    first.body.results.map((r) => [r.accountNo, r.outcome, r.message]),
    [
      [c.accounts[0], 'posted', null],
      [c.accounts[1], 'posted', null],
    ],
  );
  const row = await stored(c.accounts[0]!);
  assert.deepEqual(row, {
    present: '1120.50',
    source: 'field',
    read_on: '2026-11-20',
    at: '12.350100,121.070200',
    audits: 1,
  });

  const again = await sync(reader, batch);
  assert.equal(again.status, 200);
  assert.deepEqual(
    again.body.results.map((r) => r.outcome),
    ['already-posted', 'already-posted'],
  );
  assert.equal((await stored(c.accounts[0]!))?.audits, 1);
});

test('the office’s reading entered after the phone loaded the route is not overwritten', async () => {
  const office = await c.txn.put('/api/v2/billing/meter-readings', {
    billMonthId: c.monthId,
    accountNo: c.accounts[2],
    presentReading: '1200',
    remark: null,
  });
  assert.equal(office.status, 200, JSON.stringify(office.body));
  // The phone loaded the route before the office entry: it saw no reading.
  const res = await sync(reader, [reading(c.accounts[2]!, '1210')]);
  assert.equal(res.status, 200);
  const [result] = res.body.results;
  assert.equal(result?.outcome, 'conflict');
  assert.equal(
    result?.message,
    "A reading of 1200.00 was recorded in the office after this phone loaded the route; the phone's 1210 was not saved.",
  );
  assert.equal((await stored(c.accounts[2]!))?.present, '1200.00');

  // A phone that had seen the office's reading corrects it.
  const seen = await sync(reader, [reading(c.accounts[2]!, '1210', { basisReading: '1200.00' })]);
  assert.equal(seen.body.results[0]?.outcome, 'posted');
  assert.equal((await stored(c.accounts[2]!))?.present, '1210.00');
});

test('a bad reading is refused with its reason; the others in the sync still post', async () => {
  const bad = reading(c.accounts[3]!, '900');
  const good = reading(c.accounts[4]!, '1010');
  const res = await sync(reader, [bad, reading('05-NOSUCH', '10'), good]);
  assert.equal(res.status, 200);
  assert.deepEqual(
    res.body.results.map((r) => [r.outcome, r.message]),
    [
      ['refused', res.body.results[0]?.message],
      ['refused', 'Unknown account number.'],
      ['posted', null],
    ],
  );
  assert.match(res.body.results[0]?.message ?? '', /previous/i);
  assert.equal(await stored(c.accounts[3]!), undefined);
  // The refused reading's key is free: mended, it posts.
  const mended = await sync(reader, [{ ...bad, presentReading: '1001' }]);
  assert.equal(mended.body.results[0]?.outcome, 'posted');
});

test('the request itself is checked: an empty sync, a bad key, a stranger without the role', async () => {
  const empty = await sync(reader, []);
  assert.equal(empty.status, 400);
  assert.match(JSON.stringify(empty.body), /There is nothing to sync\./);
  const badKey = await sync(reader, [{ ...reading(c.accounts[5]!, '1001'), key: 'not-a-uuid' }]);
  assert.equal(badKey.status, 400);
  assert.match(JSON.stringify(badKey.body), /The reading has no valid sync key\./);
  const stranger = await t.userWithRoles(['Employee']);
  const refused = await sync(stranger, [reading(c.accounts[5]!, '1001')]);
  assert.equal(refused.status, 403);
  assert.equal(await stored(c.accounts[5]!), undefined);
});

test('twenty identical syncs at once record the reading once, with one audit entry', async () => {
  const one = reading(c.accounts[5]!, '1033');
  const responses = await together(TIMES, () => sync(reader, [one]));
  assert.deepEqual(
    responses.map((r) => r.status),
    responses.map(() => 200),
  );
  const outcomes = responses.map((r) => r.body.results[0]?.outcome).sort();
  assert.equal(outcomes.filter((o) => o === 'posted').length, 1, outcomes.join());
  assert.equal(outcomes.filter((o) => o === 'already-posted').length, TIMES - 1, outcomes.join());
  assert.deepEqual(await stored(c.accounts[5]!), {
    present: '1033.00',
    source: 'field',
    read_on: '2026-11-20',
    at: '12.350100,121.070200',
    audits: 1,
  });
});

test('a reading carries the meter’s photo, uploaded first; a retried sync links it once', async () => {
  const photo = await newPhoto(reader);
  const one = reading(c.accounts[6]!, '1044', { photoKeys: [photo] });
  const missing = await sync(reader, [{ ...one, key: randomUUID(), photoKeys: [randomUUID()] }]);
  assert.equal(missing.body.results[0]?.outcome, 'refused');
  assert.equal(missing.body.results[0]?.message, 'A photo of this record has not reached the office yet; sync again.');
  const first = await sync(reader, [one]);
  assert.equal(first.body.results[0]?.outcome, 'posted', JSON.stringify(first.body));
  const again = await sync(reader, [one]);
  assert.equal(again.body.results[0]?.outcome, 'already-posted');
  const photos = await sql<{ n: number; used: number }>`
    SELECT count(*)::int AS n, (SELECT count(*)::int FROM field_photo_uploads WHERE key = ${photo} AND used_at IS NOT NULL) AS used
    FROM billing_field_photos p JOIN billing_consumers k ON k.id = p.consumer_id
    WHERE k.account_no = ${c.accounts[6]!} AND p.bill_month_id = ${c.monthId}`.execute(t.running.database.db);
  assert.deepEqual(photos.rows[0], { n: 1, used: 1 });
});
