// A channel upload under concurrency, on PostgreSQL: twenty requests posting the same upload post
// its lines once (one payment per good line, one ledger credit per bill); all answer the upload.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { sql } from 'kysely';
import type { ChannelUpload } from '@ilaw/contracts/collection/channel-uploads/channel-upload';
import {
  createChannelUploadEndpoint,
  listChannelSettingsEndpoint,
  postChannelUploadEndpoint,
} from '@ilaw/contracts/collection/channel-uploads/endpoints';
import { createOrSeriesEndpoint } from '@ilaw/contracts/collection/or-series/create-or-series';
import { upload } from '../billing/billing-support.ts';
import { NEEDS_POSTGRES, statusCounts, TIMES, together } from '../support/concurrency.ts';
import { createTestApp, type TestApp, type TestResponse } from '../support/test-app.ts';
import { account, setUpCollection, type CollectionCoop } from './collection-support.ts';

let t: TestApp;
let c: CollectionCoop;
before(async () => {
  t = await createTestApp();
  c = await setUpCollection(t);
});
after(() => t.close());

const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Manila' }).format(new Date());

test('twenty requests posting the same upload post its lines once', { skip: NEEDS_POSTGRES }, async () => {
  const uploader = await t.userWithRoles(['UploadCollection']);
  const d = today();
  const rows: string[] = [];
  for (let i = 0; i < c.consumers.length; i++) {
    const acc = await account(c.teller.client, c.consumers[i]!);
    for (const b of acc.bills) rows.push(`${c.accounts[i]},${b.period},${b.amountDue},LB-${i}-${b.period},${d},`);
  }
  const created = await uploader.call(createChannelUploadEndpoint, {
    body: { channel: 'LandBank', remittanceDate: d, channelGross: '0' },
  });
  const lb = (await uploader.call(listChannelSettingsEndpoint)).find((s) => s.channel === 'LandBank')!;
  await t.admin.call(createOrSeriesEndpoint, {
    body: { tellerId: lb.tellerId!, startNo: 8_000_000, endNo: 8_000_099 },
  });
  const head = 'Account Number,Billing Month,Amount,Reference Number,Posting Date,Payor';
  const attached = await upload<ChannelUpload>(
    uploader,
    `/api/fsd/collection/UploadCollectionLogs/${created.id}/PaymentLogs`,
    {},
    { name: 'landbank.csv', bytes: Buffer.from([head, ...rows].join('\n')) },
  );
  assert.equal(attached.status, 200, JSON.stringify(attached.body));

  const responses = await together(
    TIMES,
    async () =>
      (await uploader.send(postChannelUploadEndpoint, { params: { id: created.id } })) as TestResponse<ChannelUpload>,
  );
  assert.deepEqual(statusCounts(responses), { 200: TIMES });
  for (const r of responses) assert.equal(r.body.postedLines, rows.length);
  const n = async (q: ReturnType<typeof sql<{ n: number }>>) => (await q.execute(t.running.database.db)).rows[0]!.n;
  assert.equal(
    await n(sql<{ n: number }>`SELECT count(*)::int AS n FROM collection_payments p
      JOIN collection_tellers t ON t.id = p.teller_id WHERE t.channel = 4`),
    rows.length,
  );
  assert.equal(
    await n(sql<{ n: number }>`SELECT count(*)::int AS n FROM billing_ledger_entries
      WHERE consumer_id = ANY(${c.consumers}) AND kind = 'Payment'`),
    rows.length,
  );
  assert.equal(
    await n(sql<{ n: number }>`SELECT count(*)::int AS n FROM audit_log
      WHERE entity_type = 'collection-channel-upload' AND entity_id = ${String(created.id)} AND action = 'posted'`),
    1,
  );
});
