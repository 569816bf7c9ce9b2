// EBS Arrears (decision 059): consumers with unpaid bills from the ledger, aged by days past due,
// with the configured surcharge, the advance balance and what EBS Online takes; a teller payment,
// its cancellation and a channel posting each change the arrears; filters, sort, export, access.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import ExcelJS from 'exceljs';
import { Decimal } from 'decimal.js';
import { listEbsArrearsEndpoint } from '@ilaw/contracts/billing/arrears/list-ebs-arrears';
import type { ArrearsRow } from '@ilaw/contracts/billing/arrears/arrears';
import { decideApprovalEndpoint } from '@ilaw/contracts/approvals/requests/decide-approval-request';
import type { ChannelUpload } from '@ilaw/contracts/collection/channel-uploads/channel-upload';
import { createChannelUploadEndpoint } from '@ilaw/contracts/collection/channel-uploads/create-channel-upload';
import { listChannelSettingsEndpoint } from '@ilaw/contracts/collection/channel-uploads/list-channel-settings';
import { postChannelUploadEndpoint } from '@ilaw/contracts/collection/channel-uploads/post-channel-upload';
import { createOrSeriesEndpoint } from '@ilaw/contracts/collection/or-series/create-or-series';
import { requestPaymentCancellationEndpoint } from '@ilaw/contracts/collection/payment-cancellations/request-payment-cancellation';
import { ageingBucket, daysPastDue } from '../../src/modules/billing/compute/ageing.ts';
import { XLSX_TYPE } from '../../src/platform/files/file-store.ts';
import { createTestApp, type TestApp, type TestClient } from '../support/test-app.ts';
import { SHEET, upload } from './billing-support.ts';
import { account, pay, pesoSum, setUpCollection, type CollectionCoop } from '../collection/collection-support.ts';

let t: TestApp;
let c: CollectionCoop;
let txn: TestClient;
let encoder: TestClient;
let prefix: string;
before(async () => {
  t = await createTestApp();
  c = await setUpCollection(t);
  txn = await t.userWithRoles(['BillingTransactions']);
  encoder = await t.userWithRoles(['BillingEncoder']);
  // The three accounts share everything but their last digit.
  prefix = c.accounts[0]!.slice(0, -1);
});
after(() => t.close());

const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Manila' }).format(new Date());

async function arrears(query: Record<string, string | number> = {}) {
  return txn.call(listEbsArrearsEndpoint, { query: { search: prefix, itemsPerPage: 50, ...query } });
}
async function rowOf(i: number, query: Record<string, string | number> = {}): Promise<ArrearsRow | undefined> {
  return (await arrears({ ...query, search: c.accounts[i]! })).data[0];
}

test('each consumer with unpaid bills, aged by days past due, with the surcharge the window would charge', async () => {
  const list = await arrears({ sort: 'accountNo' });
  assert.equal(list.total, 3);
  assert.deepEqual(
    list.data.map((r) => r.accountNo),
    c.accounts,
  );
  for (const [i, row] of list.data.entries()) {
    const acc = await account(c.teller.client, c.consumers[i]!);
    assert.equal(row.bills, 2);
    assert.equal(row.oldestPeriod, acc.bills[0]!.period);
    assert.equal(row.arrears, pesoSum(...acc.bills.map((b) => b.balance)));
    // Collection's account on today's date is what EBS Online takes, bill by bill.
    assert.equal(row.surcharge, pesoSum(...acc.bills.map((b) => b.surcharge)));
    assert.equal(row.surchargeVat, pesoSum(...acc.bills.map((b) => b.surchargeVat)));
    assert.deepEqual(
      row.unpaidBills.map((b) => [b.billId, b.amountDue]),
      acc.bills.map((b) => [b.billId, b.amountDue]),
    );
    assert.equal(row.payableOnline, pesoSum(...acc.bills.map((b) => b.amountDue)));
    assert.equal(row.advanceBalance, acc.advanceBalance);
    // Both bills are months past due today.
    assert.equal(row.over90, row.arrears);
    assert.equal(row.current, '0.00');
  }
  assert.equal(list.data[2]!.surcharge, '0.00', 'public buildings are exempt (the default rules)');
  assert.notEqual(list.data[0]!.surcharge, '0.00');
  assert.equal(list.totals.consumers, 3);
  assert.equal(list.totals.arrears, pesoSum(...list.data.map((r) => r.arrears)));
});

/** An ISO date `days` after `date`. */
function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

test('bills age into their buckets by days past their due dates; ledger entries after "as of" are left out', async () => {
  // Three more months for the first consumer, due 45 and 5 days ago and in 10 days.
  const year = (await rowOf(0))!.oldestPeriod.slice(0, 4);
  const t0 = today();
  let reading = 1300;
  for (const [month, due] of [
    ['03', addDays(t0, -45)],
    ['04', addDays(t0, -5)],
    ['05', addDays(t0, 10)],
  ] as const) {
    const period = `${year}-${month}`;
    const m = await c.clerk.post<{ id: number }>('/api/v2/billing/bill-months', {
      period,
      readingDate: `${period}-05`,
      dueDate: due,
    });
    assert.equal(m.status, 201, JSON.stringify(m.body));
    const r = await c.clerk.put('/api/v2/billing/rates', {
      billMonthId: m.body.id,
      consumerClass: 'R',
      components: SHEET,
    });
    assert.equal(r.status, 200, JSON.stringify(r.body));
    reading += 100;
    const read = await encoder.put('/api/v2/billing/meter-readings', {
      billMonthId: m.body.id,
      accountNo: c.accounts[0],
      presentReading: String(reading),
    });
    assert.equal(read.status, 200, JSON.stringify(read.body));
    const bill = await c.clerk.post('/api/v2/billing/bills/compute', {
      billMonthId: m.body.id,
      accountNo: c.accounts[0],
    });
    assert.equal(bill.status, 200, JSON.stringify(bill.body));
  }
  const row = (await rowOf(0))!;
  assert.equal(row.bills, 5);
  const byPeriod = new Map(row.unpaidBills.map((b) => [b.period.slice(5), b]));
  assert.deepEqual(
    ['01', '02', '03', '04', '05'].map((m) => byPeriod.get(m)?.bucket),
    ['over90', 'over90', 'days31to60', 'days1to30', 'current'],
  );
  for (const b of row.unpaidBills) assert.equal(b.bucket, ageingBucket(daysPastDue(b.dueDate, t0)));
  assert.equal(row.days31to60, byPeriod.get('03')!.balance);
  assert.equal(row.days1to30, byPeriod.get('04')!.balance);
  assert.equal(row.current, byPeriod.get('05')!.balance);
  assert.equal(row.days61to90, '0.00');
  assert.equal(row.over90, pesoSum(byPeriod.get('01')!.balance, byPeriod.get('02')!.balance));
  assert.equal(byPeriod.get('05')!.surcharge, '0.00', 'not late before its due date');
  assert.notEqual(byPeriod.get('03')!.surcharge, '0.00');
  // Ten days on, the bill due in ten days is current still (due that day); a day later, late.
  assert.equal((await rowOf(0, { asOf: addDays(t0, 10) }))!.current, byPeriod.get('05')!.balance);
  assert.equal((await rowOf(0, { asOf: addDays(t0, 11) }))!.current, '0.00');
  // Every bill was posted today: as of yesterday nothing was in arrears.
  assert.equal((await arrears({ asOf: addDays(t0, -1) })).total, 0);
});

test('a teller payment lowers the arrears; its cancellation puts them back; an overpayment shows as advance', async () => {
  const before = (await rowOf(0))!;
  const acc = await account(c.teller.client, c.consumers[0]!);
  const first = acc.bills[0]!;
  const paid = await pay(c.teller.client, {
    consumerId: c.consumers[0]!,
    billIds: [first.billId],
    cash: pesoSum(first.amountDue, '15.00'),
  });
  const after = (await rowOf(0))!;
  assert.equal(after.bills, before.bills - 1);
  assert.equal(after.arrears, pesoSum(before.arrears, `-${first.balance}`));
  assert.equal(after.advanceBalance, pesoSum(before.advanceBalance, '15.00'));
  assert.ok(!after.unpaidBills.some((b) => b.billId === first.billId));

  const req = await c.teller.client.call(requestPaymentCancellationEndpoint, {
    params: { id: paid.id },
    body: { reason: 'Wrong account paid' },
  });
  await c.cashier.call(decideApprovalEndpoint, {
    params: { id: req.approval!.requestId },
    body: { approve: true, remarks: 'OK' },
  });
  const back = (await rowOf(0))!;
  assert.equal(back.bills, before.bills);
  assert.equal(back.arrears, before.arrears);
  assert.equal(back.advanceBalance, before.advanceBalance);
});

test('a partial payment leaves the rest of the bill in arrears', async () => {
  const before = (await rowOf(1))!;
  const first = before.unpaidBills[0]!;
  await pay(c.teller.client, { consumerId: c.consumers[1]!, billIds: [first.billId], cash: '100.00', partial: true });
  const after = (await rowOf(1))!;
  assert.equal(after.bills, 2);
  assert.ok(new Decimal(after.arrears).lt(before.arrears));
  assert.ok(new Decimal(after.unpaidBills[0]!.balance).lt(first.balance));
});

test('a channel posting (XenPay) pays the bill and the arrears drop', async () => {
  const uploader = await t.userWithRoles(['UploadCollection']);
  const before = (await rowOf(2))!;
  const bill = before.unpaidBills[0]!;
  const created = await uploader.call(createChannelUploadEndpoint, {
    body: {
      channel: 'XenPay',
      remittanceDate: today(),
      channelGross: bill.amountDue,
      channelFees: '0',
      bankDeposit: null,
    },
  });
  const xen = (await uploader.call(listChannelSettingsEndpoint)).find((s) => s.channel === 'XenPay');
  assert.ok(xen?.tellerId);
  if (xen.receiptsLeft < 10)
    await t.admin.call(createOrSeriesEndpoint, {
      body: { tellerId: xen.tellerId, startNo: 8_100_000, endNo: 8_100_099 },
    });
  const file = Buffer.from(
    [
      'account_number,billing_month,amount_paid,reference_id,date_transacted,payer_name',
      `${c.accounts[2]},${bill.period},${bill.amountDue},EBS-AR-1,${today()},Payer`,
    ].join('\r\n'),
  );
  const attached = await upload<ChannelUpload>(
    uploader,
    `/api/fsd/collection/UploadCollectionLogs/${created.id}/PaymentLogs`,
    {},
    { name: 'xenpay.csv', bytes: file },
  );
  assert.equal(attached.status, 200, JSON.stringify(attached.body));
  const posted = await uploader.call(postChannelUploadEndpoint, { params: { id: created.id } });
  assert.equal(posted.postedLines, 1, JSON.stringify(posted));
  const after = (await rowOf(2))!;
  assert.equal(after.bills, 1);
  assert.equal(after.arrears, pesoSum(before.arrears, `-${bill.balance}`));
});

test('filters, bucket, sort and paging run on the server; the totals cover the whole filter', async () => {
  const commercial = await arrears({ consumerClass: 'C' });
  assert.deepEqual(
    commercial.data.map((r) => r.accountNo),
    [c.accounts[1]],
  );
  assert.equal((await arrears({ town: 'san jose' })).total, 3);
  assert.equal((await arrears({ town: 'Elsewhere' })).total, 0);
  assert.equal((await arrears({ bucket: 'over90' })).total, 3);
  assert.equal((await arrears({ bucket: 'current' })).total, 1);
  const asc = await arrears({ sort: 'arrears', order: 'asc' });
  const amounts = asc.data.map((r) => new Decimal(r.arrears));
  assert.ok(amounts.every((a, i) => i === 0 || a.gte(amounts[i - 1]!)));
  const page = await arrears({ sort: 'accountNo', itemsPerPage: 1, page: 2 });
  assert.equal(page.total, 3);
  assert.deepEqual(
    page.data.map((r) => r.accountNo),
    [c.accounts[1]],
  );
  assert.equal(page.totals.consumers, 3);
  assert.equal(page.totals.arrears, asc.totals.arrears);
  const badSort = await txn.send(listEbsArrearsEndpoint, { query: { sort: 'surcharge' as 'arrears' } });
  assert.equal(badSort.status, 400);
});

test('the .xlsx export holds every row of the filter with the same figures', async () => {
  const res = await txn.get('/api/v2/billing/ebs-arrears/export', { query: { search: prefix, sort: 'accountNo' } });
  assert.equal(res.status, 200, String(res.body));
  assert.equal(res.headers['content-type'], XLSX_TYPE);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(res.raw as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  wb.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  assert.equal(rows[0]![0], 'Account no.');
  assert.equal(rows[0]![12], 'Total arrears');
  assert.equal(rows[0]![17], 'Payable online (EBS)');
  const list = await arrears({ sort: 'accountNo' });
  assert.deepEqual(
    rows.slice(1).map((r) => [r[0], r[12], r[17]]),
    list.data.map((r) => [r.accountNo, Number(r.arrears), Number(r.payableOnline)]),
  );
});

test('access: billing transactions, cashiers and billing reports read it; a teller and a meter reader do not', async () => {
  assert.equal((await c.cashier.send(listEbsArrearsEndpoint, { query: {} })).status, 200);
  assert.equal((await c.teller.client.send(listEbsArrearsEndpoint, { query: {} })).status, 403);
  const reader = await t.userWithRoles(['MeterReader']);
  assert.equal((await reader.send(listEbsArrearsEndpoint, { query: {} })).status, 403);
});
