// VAT per non-power bill line (decision 118): a bill of VATable fees and a VAT-exempt deposit is
// billed with each line's rate, paid at the window, and its OR, its bill and the DCR carry the
// lines' VAT (the DCR's GL distribution has an output-VAT line and still balances); a channel
// file's payments make the reconnection order like the window's, once per consumer.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { sql } from 'kysely';
import type { ChannelUpload } from '@ilaw/contracts/collection/channel-uploads/channel-upload';
import { createChannelUploadEndpoint } from '@ilaw/contracts/collection/channel-uploads/create-channel-upload';
import { listChannelSettingsEndpoint } from '@ilaw/contracts/collection/channel-uploads/list-channel-settings';
import { postChannelUploadEndpoint } from '@ilaw/contracts/collection/channel-uploads/post-channel-upload';
import { createNonPowerBillEndpoint } from '@ilaw/contracts/collection/non-power/create-non-power-bill';
import { createNonPowerTypeEndpoint } from '@ilaw/contracts/collection/non-power/create-non-power-type';
import { createOrSeriesEndpoint } from '@ilaw/contracts/collection/or-series/create-or-series';
import { getPaymentEndpoint } from '@ilaw/contracts/collection/payments/get-payment';
import { getTellerDayEndpoint } from '@ilaw/contracts/collection/teller-days/get-teller-day';
import { onPaymentPosted } from '../../src/modules/collection/public.ts';
import { upload } from '../billing/billing-support.ts';
import { execute, servedNotice } from '../billing/disconnection-support.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import {
  account,
  newTeller,
  pay,
  pesoSum,
  setUpCollection,
  type CollectionCoop,
  type UserClient,
} from './collection-support.ts';

let t: TestApp;
let c: CollectionCoop;
let np: UserClient;
let staff: UserClient;
let uploader: UserClient;
/** Consumer id -> how many times a payment hook was handed them (every payment at the window counts too). */
const hooked = new Map<number, number>();
before(async () => {
  t = await createTestApp();
  c = await setUpCollection(t);
  np = await t.userWithRoles(['NonPowerBill']);
  staff = await t.userWithRoles(['MeterDisconnection']);
  uploader = await t.userWithRoles(['UploadCollection']);
  onPaymentPosted(async (_trx, posted) => {
    hooked.set(posted.consumerId, (hooked.get(posted.consumerId) ?? 0) + 1);
  });
});
after(() => t.close());

const count = async (q: ReturnType<typeof sql<{ n: number }>>) => (await q.execute(t.running.database.db)).rows[0]!.n;

test('a bill of VATable fees and a VAT-exempt deposit: its lines, the OR and the DCR carry the lines VAT', async () => {
  const type = await np.call(createNonPowerTypeEndpoint, {
    body: { code: 'TRF-VAT', name: 'Transformer fees (test)', paymentKind: null, glCode: '431-510-00' },
  });
  assert.equal(type.vatPercent, '12.00');
  const consumerId = c.consumers[2]!;
  const lines = [
    { description: 'Testing fee', amount: '1680.00' },
    { description: 'Guarantee deposit', amount: '2000.00', vatPercent: '0' },
    { description: 'Hauling fee', amount: '373.33', vatPercent: '12' },
  ];
  const mismatch = await np.send(createNonPowerBillEndpoint, {
    body: { typeId: type.id, consumerId, amount: '4000.00', lines, billDate: '2030-05-02' },
  });
  assert.equal(mismatch.status, 400);
  assert.match(JSON.stringify(mismatch.body), /The amount must be the sum of the lines\./);

  const bill = await np.call(createNonPowerBillEndpoint, {
    body: { typeId: type.id, consumerId, description: 'Transformer', amount: '4053.33', lines, billDate: '2030-05-02' },
  });
  assert.equal(bill.amount, '4053.33');
  // Per line: 1,680.00 / 1.12 = 1,500.00 (VAT 180.00); the deposit exempt; 373.33 / 1.12 = 333.33 (VAT 40.00).
  // The type's 12% on the whole 4,053.33 would have claimed 434.29 of VAT.
  assert.deepEqual([bill.vatableSales, bill.vat, bill.exempt], ['1833.33', '220.00', '2000.00']);
  assert.deepEqual(
    bill.lines.map((l) => [l.seq, l.description, l.amount, l.vatPercent, l.vatableSales, l.vat, l.exempt]),
    [
      [1, 'Testing fee', '1680.00', '12.00', '1500.00', '180.00', '0.00'],
      [2, 'Guarantee deposit', '2000.00', '0.00', '0.00', '0.00', '2000.00'],
      [3, 'Hauling fee', '373.33', '12.00', '333.33', '40.00', '0.00'],
    ],
  );
  // A bill without lines is one line of its amount at the type's rate.
  const plain = await np.call(createNonPowerBillEndpoint, {
    body: { typeId: type.id, consumerId, amount: '112.00', billDate: '2030-05-02' },
  });
  assert.deepEqual([plain.lines.length, plain.vatableSales, plain.vat, plain.exempt], [1, '100.00', '12.00', '0.00']);

  // The window shows the lines, and collects the bill with a power bill on one OR.
  const teller = await newTeller(t);
  const acc = await account(teller.client, consumerId);
  const open = acc.nonPowerBills.find((n) => n.id === bill.id)!;
  assert.deepEqual([open.vat, open.exempt, open.lines.length], ['220.00', '2000.00', 3]);
  const power = acc.bills[0]!;
  const paid = await pay(teller.client, {
    consumerId,
    billIds: [power.billId],
    nonPowerBillIds: [bill.id],
    cash: pesoSum(power.amountDue, '4053.33'),
  });
  const receipt = await teller.client.call(getPaymentEndpoint, { params: { id: paid.id } });
  const item = receipt.items.find((i) => i.kind === 'NonPower')!;
  assert.deepEqual(
    item.lines?.map((l) => [l.description, l.vat, l.exempt]),
    [
      ['Testing fee', '180.00', '0.00'],
      ['Guarantee deposit', '0.00', '2000.00'],
      ['Hauling fee', '40.00', '0.00'],
    ],
  );
  // The power bill's own split plus the non-power lines': the deposit exempt, the fees' VAT 220.00.
  const vb = receipt.vatBreakdown;
  assert.equal(pesoSum(vb.vatableSales, vb.vat, vb.exempt, vb.zeroRated), pesoSum(power.amountDue, '4053.33'));
  const powerPart = await powerBillSplit(power.billId, power.amountDue);
  assert.deepEqual(
    [vb.vatableSales, vb.vat, vb.exempt],
    [
      pesoSum(powerPart.vatableSales, '1833.33'),
      pesoSum(powerPart.vat, '220.00'),
      pesoSum(powerPart.exempt, '2000.00'),
    ],
  );

  // The DCR: the type's account takes the sales net of VAT, output VAT its own line; it balances.
  const dcr = await teller.client.call(getTellerDayEndpoint, { params: { id: teller.dayId! } });
  const gl = new Map(dcr.glTotals.map((g) => [g.code, g]));
  assert.equal(gl.get('431-510-00')?.amount, '3833.33');
  assert.equal(gl.get('241-310-00')?.amount, '220.00');
  assert.equal(gl.get('241-310-00')?.description, 'Output VAT on Non-Power Sales');
  assert.equal(pesoSum(...dcr.glTotals.map((g) => g.amount)), receipt.totalTendered);
  assert.equal(dcr.expectedTotal, receipt.totalTendered);
  assert.deepEqual(
    dcr.nonPowerBills.map((n) => [n.amount, n.vatableSales, n.vat, n.exempt]),
    [['4053.33', '1833.33', '220.00', '2000.00']],
  );
});

/** What the OR shows for a power bill paid in full alone (the payments test covers its rule). */
async function powerBillSplit(billId: number, amount: string) {
  const { vatBreakdown } = await import('../../src/modules/collection/compute/vat-breakdown.ts');
  const { billVatBases } = await import('../../src/modules/billing/public.ts');
  const bases = await billVatBases(t.running.database.db, [billId]);
  return vatBreakdown([{ kind: 'Bill', billId, amount }], bases);
}

// ---- Channel files reconnect like the window (decision 118) ----

const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Manila' }).format(new Date());
const HEAD = 'account_number,billing_month,amount_paid,reference_id,date_transacted,payer_name';
let refNo = 0;
let orStart = 8_000_000;

/** An XenPay upload of these (account, period, amount) lines, its file attached and OR numbers ready. */
async function channelUpload(rows: [string, string, string][]): Promise<ChannelUpload> {
  const d = today();
  const created = await uploader.call(createChannelUploadEndpoint, {
    body: {
      channel: 'XenPay',
      remittanceDate: d,
      channelGross: pesoSum(...rows.map((r) => r[2])),
      channelFees: '0',
      bankDeposit: null,
    },
  });
  const file = Buffer.from(
    [HEAD, ...rows.map(([acc, period, amount]) => `${acc},${period},${amount},VAT-${++refNo},${d},Payer`)].join('\r\n'),
  );
  const attached = await upload<ChannelUpload>(
    uploader,
    `/api/fsd/collection/UploadCollectionLogs/${created.id}/PaymentLogs`,
    {},
    { name: 'xenpay.csv', bytes: file },
  );
  assert.equal(attached.status, 200, JSON.stringify(attached.body));
  const xen = (await uploader.call(listChannelSettingsEndpoint)).find((s) => s.channel === 'XenPay');
  if (xen?.tellerId && xen.receiptsLeft < 100) {
    await t.admin.call(createOrSeriesEndpoint, {
      body: { tellerId: xen.tellerId, startNo: orStart, endNo: orStart + 999 },
    });
    orStart += 1000;
  }
  return attached.body;
}

/** Disconnects the consumer (notice, order, execution: the reconnection fee billed) and pays the fee at the window. */
async function disconnectAndPayFee(consumerId: number) {
  const notice = await servedNotice(staff, consumerId, 50);
  const order = await staff.post<{ id: number }>('/api/v2/billing/field-orders/disconnection', { noticeId: notice.id });
  assert.equal(order.status, 201, JSON.stringify(order.body));
  await staff.post('/api/v2/billing/field-orders/assign', { orderIds: [order.body.id], crew: 'Crew V' });
  const done = await execute(staff, order.body.id);
  assert.equal(done.status, 201, JSON.stringify(done.body));
  const acc = await account(c.teller.client, consumerId);
  const fee = acc.nonPowerBills.find((n) => n.typeName === 'Reconnection Fee')!;
  // The reconnection fee is a sale: one line at its type's 12%.
  assert.deepEqual([fee.lines.length, fee.lines[0]!.vatPercent, fee.exempt], [1, '12.00', '0.00']);
  await pay(c.teller.client, { consumerId, billIds: [], nonPowerBillIds: [fee.id], cash: fee.amount });
  return acc;
}

const reconnections = (consumerId: number) =>
  count(sql<{ n: number }>`SELECT count(*)::int AS n FROM billing_field_orders
    WHERE consumer_id = ${consumerId} AND kind = 'Reconnection'`);

test('a channel file that clears a disconnected consumer makes the reconnection order, once per consumer', async () => {
  const consumerId = c.consumers[1]!;
  const acc = await disconnectAndPayFee(consumerId);
  assert.equal(await reconnections(consumerId), 0, 'the fee alone does not reconnect');
  assert.ok(acc.bills.length >= 2);
  const before = hooked.get(consumerId) ?? 0;
  const file = await channelUpload(acc.bills.map((b) => [c.accounts[1]!, b.period, b.amountDue]));
  const posted = await uploader.call(postChannelUploadEndpoint, { params: { id: file.id } });
  assert.equal(posted.postedLines, acc.bills.length);
  // Two lines of the consumer, one hook call after the file committed.
  assert.equal((hooked.get(consumerId) ?? 0) - before, 1);
  assert.equal(await reconnections(consumerId), 1);
  const ro = await sql<{ or_number: string; channel: number | null }>`
    SELECT p.or_number::text, t.channel FROM billing_field_orders o
    JOIN collection_payments p ON p.id = o.payment_id JOIN collection_tellers t ON t.id = p.teller_id
    WHERE o.consumer_id = ${consumerId} AND o.kind = 'Reconnection'`.execute(t.running.database.db);
  assert.notEqual(ro.rows[0]!.channel, null, "the order names the channel's payment");
  // Posting again posts nothing and calls no hook.
  await uploader.call(postChannelUploadEndpoint, { params: { id: file.id } });
  assert.equal((hooked.get(consumerId) ?? 0) - before, 1);
});

test('two channel files paying a disconnected consumer, each posted ten times at once, make one reconnection', async () => {
  const consumerId = c.consumers[0]!;
  const acc = await disconnectAndPayFee(consumerId);
  assert.ok(acc.bills.length >= 2);
  const [jan, feb] = acc.bills;
  const a = await channelUpload([[c.accounts[0]!, jan!.period, jan!.amountDue]]);
  const b = await channelUpload([[c.accounts[0]!, feb!.period, feb!.amountDue]]);
  const posts = await Promise.all(
    Array.from({ length: 20 }, (_, i) =>
      uploader.send(postChannelUploadEndpoint, { params: { id: i % 2 === 0 ? a.id : b.id } }),
    ),
  );
  assert.ok(
    posts.every((p) => p.status === 200),
    JSON.stringify(posts.map((p) => p.status)),
  );
  assert.equal(await reconnections(consumerId), 1);
  assert.equal(
    await count(sql<{ n: number }>`SELECT count(*)::int AS n FROM collection_channel_lines
        WHERE upload_id IN (${a.id}, ${b.id}) AND status = 'Posted'`),
    2,
  );
});
