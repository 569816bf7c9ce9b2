// Disconnection for non-payment (issue 17 item 1, decision 111), through the API on one small
// cooperative: the list of consumers past due beyond the threshold, notices printed and served, no
// order before 48 hours after service, assignment to a crew, execution with the reading, seal,
// photo and GPS (account Disconnected, reconnection fee billed), payment at the teller of the
// arrears and the fee making the reconnection order, its execution (Active again), the meter
// images, the summary and its export; every refusal.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { ACCOUNT_STATUS } from '@ilaw/contracts/billing/enums';
import type {
  DisconnectionCandidate,
  DisconnectionSummary,
  Notice,
} from '@ilaw/contracts/billing/disconnections/disconnection';
import type { FieldOrder } from '@ilaw/contracts/billing/field-orders/field-order';
import type { MeterImage } from '@ilaw/contracts/billing/field-orders/list-meter-images';
import { getServiceRequestConsumerEndpoint } from '@ilaw/contracts/msd/consumers/get-consumer';
import ExcelJS from 'exceljs';
import { createTestApp, type TestApp, type TestClient } from '../support/test-app.ts';
import { account, pay, pesoSum, setUpCollection, type CollectionCoop } from '../collection/collection-support.ts';
import { execute, PNG, servedNotice } from './disconnection-support.ts';

const CANDIDATES = '/api/v2/billing/disconnections/candidates';
const ORDERS = '/api/v2/billing/field-orders';

let t: TestApp;
let c: CollectionCoop;
let staff: TestClient & { userId: number };
let crew: TestClient & { userId: number };
let clerk: TestClient & { userId: number };

before(async () => {
  t = await createTestApp();
  c = await setUpCollection(t);
  staff = await t.userWithRoles(['MeterDisconnection']);
  crew = await t.userWithRoles(['MobileApp']);
  clerk = await t.userWithRoles(['BillingReport']);
});
after(() => t.close());

const candidates = async (query: Record<string, string> = {}) => {
  const res = await staff.get<{ data: DisconnectionCandidate[]; total: number }>(CANDIDATES, {
    query: { branchCode: '5', itemsPerPage: '500', ...query },
  });
  assert.equal(res.status, 200, JSON.stringify(res.body));
  return res.body;
};
const order = async (noticeId: number) => staff.post<FieldOrder>(`${ORDERS}/disconnection`, { noticeId });
const status = async (consumerId: number) =>
  (
    await t.running.database.db
      .selectFrom('billing_consumers')
      .select('account_status')
      .where('id', '=', consumerId)
      .executeTakeFirstOrThrow()
  ).account_status;

test('the list shows active consumers past due beyond the threshold, from the ledger, with their arrears', async () => {
  const list = await candidates();
  for (const accountNo of c.accounts) {
    const row = list.data.find((r) => r.accountNo === accountNo);
    assert.ok(row, `${accountNo} is past due`);
    assert.equal(row.bills, 2);
    assert.ok(row.daysPastDue > 5);
    assert.equal(row.notice, null);
  }
  // The arrears are the ledger balances of the bills past due, as the teller sees them.
  const acc = await account(c.teller.client, c.consumers[0]!);
  const row = list.data.find((r) => r.consumerId === c.consumers[0]!)!;
  assert.equal(row.arrears, pesoSum(...acc.bills.map((b) => b.balance)));
  // Nothing is past due as of a date before the first due date.
  const early = await candidates({ asOf: '2000-01-01' });
  assert.equal(early.data.filter((r) => c.accounts.includes(r.accountNo)).length, 0);
  // Who may not see it.
  const teller = await c.teller.client.get(CANDIDATES);
  assert.equal(teller.status, 403);
});

test('thresholds are date-effective master data: a higher amount removes consumers below it', async () => {
  const refused = await staff.post('/api/v2/billing/disconnection-thresholds', {
    effectiveFrom: '2001-06-01',
    minArrears: '1',
    minDaysPastDue: 1,
  });
  assert.equal(refused.status, 403);
  const bad = await clerk.post<{ errors: Record<string, string[]> }>('/api/v2/billing/disconnection-thresholds', {
    effectiveFrom: '2001-06-01',
    minArrears: '0',
    minDaysPastDue: -1,
  });
  assert.equal(bad.status, 400);
  assert.ok(bad.body.errors['minArrears']);
  assert.ok(bad.body.errors['minDaysPastDue']);
  const made = await clerk.post('/api/v2/billing/disconnection-thresholds', {
    effectiveFrom: '2001-06-01',
    minArrears: '999999',
    minDaysPastDue: 5,
  });
  assert.equal(made.status, 201, JSON.stringify(made.body));
  const dup = await clerk.post('/api/v2/billing/disconnection-thresholds', {
    effectiveFrom: '2001-06-01',
    minArrears: '5',
    minDaysPastDue: 5,
  });
  assert.equal(dup.status, 409);
  // In force on a date after it: nobody owes that much.
  const high = await candidates({ asOf: '2001-07-01' });
  assert.equal(high.data.filter((r) => c.accounts.includes(r.accountNo)).length, 0);
  // A later threshold brings the ordinary rule back.
  const back = await clerk.post('/api/v2/billing/disconnection-thresholds', {
    effectiveFrom: '2001-08-01',
    minArrears: '100',
    minDaysPastDue: 5,
  });
  assert.equal(back.status, 201);
  const list = await t.running.database.db.selectFrom('billing_disconnection_thresholds').select('id').execute();
  assert.ok(list.length >= 3);
});

test('notices print once per consumer; no order before the notice is served and 48 hours have passed', async () => {
  const first = await staff.post<Notice[]>('/api/v2/billing/disconnection-notices', { consumerIds: [c.consumers[2]!] });
  assert.equal(first.status, 200, JSON.stringify(first.body));
  assert.match(first.body[0]!.noticeNo, /^DN-\d{4}-\d{6}$/);
  const again = await staff.post<Notice[]>('/api/v2/billing/disconnection-notices', { consumerIds: [c.consumers[2]!] });
  assert.equal(again.body[0]!.id, first.body[0]!.id);
  const listed = (await candidates()).data.find((r) => r.consumerId === c.consumers[2]!)!;
  assert.equal(listed.notice?.noticeNo, first.body[0]!.noticeNo);

  const unserved = await order(first.body[0]!.id);
  assert.equal(unserved.status, 409);
  assert.match(JSON.stringify(unserved.body), /has not been served/);
  const future = await staff.post(`/api/v2/billing/disconnection-notices/${first.body[0]!.id}/serve`, {
    servedAt: new Date(Date.now() + 3_600_000).toISOString(),
    servedTo: 'Owner',
  });
  assert.equal(future.status, 400);
  const beforeDue = await staff.post(`/api/v2/billing/disconnection-notices/${first.body[0]!.id}/serve`, {
    servedAt: `${first.body[0]!.oldestDueDate}T08:00:00+08:00`,
    servedTo: 'Owner',
  });
  assert.equal(beforeDue.status, 400);
  assert.match(JSON.stringify(beforeDue.body), /before its bills were past due/);

  const early = await servedNotice(staff, c.consumers[1]!, 47);
  assert.ok(early.orderableAt);
  const tooEarly = await order(early.id);
  assert.equal(tooEarly.status, 409);
  assert.match(JSON.stringify(tooEarly.body), /No disconnection order before 48 hours/);
  const twice = await staff.post(`/api/v2/billing/disconnection-notices/${early.id}/serve`, {
    servedAt: new Date().toISOString(),
    servedTo: 'Owner',
  });
  assert.equal(twice.status, 409);
  const readOnly = await clerk.post('/api/v2/billing/disconnection-notices', { consumerIds: [c.consumers[0]!] });
  assert.equal(readOnly.status, 403);
});

test('disconnected with evidence, reconnected after the arrears and the fee are paid at the teller', async () => {
  const consumerId = c.consumers[0]!;
  const notice = await servedNotice(staff, consumerId, 49);
  const made = await order(notice.id);
  assert.equal(made.status, 201, JSON.stringify(made.body));
  assert.equal(made.body.kind, 'Disconnection');
  assert.equal(made.body.status, 'Open');
  const repeat = await order(notice.id);
  assert.equal(repeat.status, 200);
  assert.equal(repeat.body.id, made.body.id);

  // Not before it is assigned; not by a user without the role.
  assert.equal((await execute(crew, made.body.id)).status, 409);
  assert.equal((await execute(clerk, made.body.id)).status, 403);
  const assigned = await staff.post<FieldOrder[]>(`${ORDERS}/assign`, { orderIds: [made.body.id], crew: 'Crew A' });
  assert.equal(assigned.status, 200, JSON.stringify(assigned.body));
  assert.equal(assigned.body[0]!.crew, 'Crew A');

  // Evidence is required: a photo (an image by its bytes), GPS, reading and seal.
  const noPhoto = await execute(crew, made.body.id, undefined, null);
  assert.equal(noPhoto.status, 400);
  assert.match(JSON.stringify(noPhoto.body), /photo of the meter/);
  const notImage = await execute(crew, made.body.id, undefined, Buffer.from('not a picture'));
  assert.equal(notImage.status, 415);
  const noGps = await execute(crew, made.body.id, { reading: '1450', sealNo: 'S-1' });
  assert.equal(noGps.status, 400);
  assert.match(JSON.stringify(noGps.body), /GPS/);

  const done = await execute(crew, made.body.id);
  assert.equal(done.status, 201, JSON.stringify(done.body));
  assert.equal(done.body.status, 'Executed');
  assert.equal(done.body.accountStatus, ACCOUNT_STATUS.Disconnected.value);
  assert.equal(done.body.photoIds.length, 1);
  assert.equal(done.body.latitude, '12.352000');
  assert.equal(await status(consumerId), ACCOUNT_STATUS.Disconnected.value);
  const replay = await execute(crew, made.body.id);
  assert.equal(replay.status, 200);
  assert.equal(replay.body.photoIds.length, 1);
  // No longer on the list (disconnected), and cannot be reassigned.
  assert.equal(
    (await candidates()).data.some((r) => r.consumerId === consumerId),
    false,
  );
  assert.equal((await staff.post(`${ORDERS}/assign`, { orderIds: [made.body.id], crew: 'Crew B' })).status, 409);

  // The photo is in Kwh Meter Images.
  const images = await staff.get<{ data: MeterImage[] }>('/api/v2/billing/meter-images', {
    query: { source: 'Disconnection' },
  });
  const image = images.body.data.find((i) => i.reference === made.body.orderNo);
  assert.ok(image);
  const file = await staff.get(`/api/v2/billing/meter-images/${image.id}`, { query: { inline: 'true' } });
  assert.equal(file.status, 200);
  assert.equal(file.headers['content-type'], 'image/png');
  assert.deepEqual(file.raw, PNG);

  // The teller sees the arrears and the reconnection fee.
  const acc = await account(c.teller.client, consumerId);
  const fee = acc.nonPowerBills.find((n) => n.description?.includes(made.body.orderNo));
  assert.ok(fee, 'the reconnection fee is billed');
  assert.equal(fee.amount, '60.00');
  // Paying the arrears alone makes no reconnection order.
  await pay(c.teller.client, { consumerId, cash: pesoSum(...acc.bills.map((b) => b.amountDue)) });
  const none = await staff.get<{ data: FieldOrder[] }>(ORDERS, {
    query: { kind: 'Reconnection', search: c.accounts[0]! },
  });
  assert.equal(none.body.data.length, 0);
  // Paying the fee too does, once.
  await pay(c.teller.client, { consumerId, billIds: [], nonPowerBillIds: [fee.id], cash: fee.amount });
  const recon = await staff.get<{ data: FieldOrder[] }>(ORDERS, {
    query: { kind: 'Reconnection', search: c.accounts[0]! },
  });
  assert.equal(recon.body.data.length, 1);
  const ro = recon.body.data[0]!;
  assert.match(ro.orderNo, /^RO-/);
  assert.equal(ro.disconnectionOrderNo, made.body.orderNo);

  // Executed the same way: the account is Active again and the notice settled.
  await staff.post(`${ORDERS}/assign`, { orderIds: [ro.id], crew: 'Crew A' });
  const back = await execute(crew, ro.id, {
    reading: '1450.5',
    sealNo: 'S-0002',
    latitude: '12.352',
    longitude: '121.071',
  });
  assert.equal(back.status, 201, JSON.stringify(back.body));
  assert.equal(await status(consumerId), ACCOUNT_STATUS.Active.value);
  const n = await t.running.database.db
    .selectFrom('billing_disconnection_notices')
    .select('status')
    .where('id', '=', notice.id)
    .executeTakeFirstOrThrow();
  assert.equal(n.status, 'Settled');
  // Member services sees both orders on the consumer's page, newest first, without the arrears.
  const msd = await t.userWithRoles(['ServiceRequest']);
  const view = await msd.call(getServiceRequestConsumerEndpoint, { params: { id: consumerId } });
  assert.deepEqual(
    view.fieldOrders.map((o) => [o.kind, o.status]),
    [
      ['Reconnection', 'Executed'],
      ['Disconnection', 'Executed'],
    ],
  );
  assert.equal(view.fieldOrders[0]!.sealNo, 'S-0002');
  assert.ok(!JSON.stringify(view).includes('arrears'));
  // Executed orders are evidence: the database refuses any change.
  await assert.rejects(
    t.running.database.db
      .updateTable('billing_field_orders')
      .set({ seal_no: 'X' })
      .where('id', '=', made.body.id)
      .execute(),
  );
});

test('a consumer who paid after the notice is settled, not ordered', async () => {
  const consumerId = c.consumers[1]!;
  const notice = (
    await staff.get<{ data: DisconnectionCandidate[] }>(CANDIDATES, { query: { branchCode: '5' } })
  ).body.data.find((r) => r.consumerId === consumerId)!.notice!;
  await t.running.database.db
    .updateTable('billing_disconnection_notices')
    .set({ served_at: new Date(Date.now() - 72 * 3_600_000) })
    .where('id', '=', notice.id)
    .execute();
  const acc = await account(c.teller.client, consumerId);
  await pay(c.teller.client, { consumerId, cash: acc.totalDue });
  const refused = await order(notice.id);
  assert.equal(refused.status, 409);
  assert.match(JSON.stringify(refused.body), /no longer past due/);
  const n = await t.running.database.db
    .selectFrom('billing_disconnection_notices')
    .select('status')
    .where('id', '=', notice.id)
    .executeTakeFirstOrThrow();
  assert.equal(n.status, 'Settled');
  const reprint = await staff.post('/api/v2/billing/disconnection-notices', { consumerIds: [consumerId] });
  assert.equal(reprint.status, 409);
});

test('the summary by day, crew, branch and status, and its .xlsx', async () => {
  const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
  const res = await staff.get<DisconnectionSummary>('/api/v2/billing/disconnection-summary', {
    query: { from: today, to: today, branchCode: '5' },
  });
  assert.equal(res.status, 200, JSON.stringify(res.body));
  assert.equal(res.body.totals.disconnections, 1);
  assert.equal(res.body.totals.reconnections, 1);
  assert.equal(res.body.totals.executed, 2);
  assert.deepEqual(res.body.byCrew, [{ key: 'Crew A', orders: 2, executed: 2 }]);
  assert.equal(res.body.byBranch[0]!.key, '5');
  assert.ok(res.body.byStatus.some((s) => s.kind === 'Reconnection' && s.status === 'Executed'));
  const backwards = await staff.get('/api/v2/billing/disconnection-summary', {
    query: { from: today, to: '2000-01-01' },
  });
  assert.equal(backwards.status, 400);
  const file = await staff.get('/api/v2/billing/disconnection-summary/export', { query: { from: today, to: today } });
  assert.equal(file.status, 200);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(file.raw as unknown as ArrayBuffer);
  assert.deepEqual(
    wb.worksheets.map((w) => w.name),
    ['By day', 'By crew', 'By branch', 'By status', 'Totals'],
  );
  assert.equal(wb.getWorksheet('By crew')!.getRow(4).getCell(1).value, 'Crew A');
  assert.equal(
    (await c.teller.client.get('/api/v2/billing/disconnection-summary', { query: { from: today, to: today } })).status,
    403,
  );
});
