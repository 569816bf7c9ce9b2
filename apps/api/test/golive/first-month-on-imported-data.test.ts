// Issue 19's "bill its first month on them": consumers, their last readings and opening balances
// imported, then the first portal month read and billed through billing's own endpoints. The bill
// starts from the imported reading, the opening balance stands before it in the ledger and in EBS
// Arrears, and a teller payment pays the oldest (the opening balance) first.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, test } from 'node:test';
import { listEbsArrearsEndpoint } from '@ilaw/contracts/billing/arrears/list-ebs-arrears';
import { ledgerEndpoint } from '@ilaw/contracts/billing/ledger/get-ledger';
import type { ImportResult } from '@ilaw/contracts/platform/imports';
import { SHEET } from '../billing/billing-support.ts';
import { account, newTeller, pay, pesoSum } from '../collection/collection-support.ts';
import { createTestApp, type TestApp, type TestClient } from '../support/test-app.ts';

let t: TestApp;
let admin: TestClient;
const P = `F${randomBytes(3).toString('hex').toUpperCase()}`;
const acct = (n: number) => `${P}-${String(n).padStart(4, '0')}`;

before(async () => {
  t = await createTestApp();
  admin = await t.userWithRoles(['Admin']);
});
after(async () => t.close());

function csv(rows: (string | number)[][]): Buffer {
  const cell = (v: string | number) => (/[",\n]/.test(String(v)) ? `"${String(v).replace(/"/g, '""')}"` : String(v));
  return Buffer.from(rows.map((r) => r.map(cell).join(',')).join('\r\n') + '\r\n', 'utf8');
}

async function importFile(kind: string, rows: (string | number)[][]): Promise<ImportResult> {
  const boundary = `----first${randomBytes(6).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${kind}.csv"\r\nContent-Type: text/csv\r\n\r\n`,
    ),
    csv(rows),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await admin.request<ImportResult>('POST', `/api/admin/GoLive/${kind}/Import`, {
    payload,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
  assert.equal(res.status, 200, JSON.stringify(res.body));
  assert.equal(res.body.failed, 0, JSON.stringify(res.body.errors));
  return res.body;
}

test('the first month billed on imported consumers, readings and opening balances', async () => {
  const head = ['Account No', 'Name', 'Branch', 'Town', 'Barangay', 'Class', 'Status', 'Route', 'Sequence'];
  await importFile('consumers', [
    [...head, 'Meter Serial', 'Multiplier'],
    [acct(1), 'MIGRADO, ANA', 'San Jose', 'San Jose', 'Poblacion', 'R', 'Active', `${P}R`, 1, `${P}M1`, 1],
    [acct(2), 'MIGRADO, BEN', 'San Jose', 'San Jose', 'Poblacion', 'R', 'Active', `${P}R`, 2, `${P}M2`, 1],
  ]);
  await importFile('last-readings', [
    ['Account No', 'Last Reading'],
    [acct(1), '1234.50'],
    [acct(2), '880'],
  ]);
  const opening = await importFile('opening-balances', [
    ['Account No', 'Bill Month', 'Amount', 'Surcharge', 'VAT'],
    [acct(1), '2019-11', '1000.00', '30.00', '120.00'],
  ]);
  assert.equal(opening.posted, 1);

  // The first portal month, read and billed the ordinary way.
  const clerk = await t.userWithRoles(['BillingReport']);
  const encoder = await t.userWithRoles(['BillingEncoder']);
  const period = '2019-12';
  const month = await clerk.post<{ id: number }>('/api/v2/billing/bill-months', {
    period,
    readingDate: `${period}-05`,
  });
  assert.equal(month.status, 201, JSON.stringify(month.body));
  const rates = await clerk.put('/api/v2/billing/rates', {
    billMonthId: month.body.id,
    consumerClass: 'R',
    components: SHEET,
  });
  assert.equal(rates.status, 200, JSON.stringify(rates.body));
  for (const [accountNo, present] of [
    [acct(1), '1334.50'],
    [acct(2), '1000'],
  ] as const) {
    const r = await encoder.put('/api/v2/billing/meter-readings', {
      billMonthId: month.body.id,
      accountNo,
      presentReading: present,
    });
    assert.equal(r.status, 200, JSON.stringify(r.body));
  }
  for (const accountNo of [acct(1), acct(2)]) {
    const computed = await clerk.post<{ result: { posted: number } }>('/api/v2/billing/bills/compute', {
      billMonthId: month.body.id,
      accountNo,
    });
    assert.equal(computed.status, 200, JSON.stringify(computed.body));
    assert.equal(computed.body.result.posted, 1);
  }

  // The bills start from the imported readings.
  const bills = await clerk.get<{
    data: { accountNo: string; previousReading: string; presentReading: string; kwh: string; totalAmount: string }[];
  }>('/api/v2/billing/bills', { query: { billMonthId: month.body.id } });
  const byAccount = new Map(bills.body.data.map((b) => [b.accountNo, b]));
  assert.equal(byAccount.get(acct(1))?.previousReading, '1234.50');
  assert.equal(byAccount.get(acct(1))?.kwh, '100.00');
  assert.equal(byAccount.get(acct(2))?.previousReading, '880.00');
  assert.equal(byAccount.get(acct(2))?.kwh, '120.00');

  // The ledger: the opening balance, then the first bill; the balance is both.
  const newBill = byAccount.get(acct(1))!;
  const ledger = await clerk.call(ledgerEndpoint, { params: { accountNo: acct(1) } });
  assert.deepEqual(
    ledger.entries.map((e) => [e.period, e.kind, e.debit]),
    [
      ['2019-11', 'Bill', '1150.00'],
      [period, 'Bill', newBill.totalAmount],
    ],
  );
  assert.equal(ledger.entries[0]!.reason, 'Opening balance from the old system');
  assert.equal(ledger.balance, pesoSum('1150.00', newBill.totalAmount));

  // EBS Arrears shows both, the opening balance as the oldest.
  const txn = await t.userWithRoles(['BillingTransactions']);
  const arrears = async () => (await txn.call(listEbsArrearsEndpoint, { query: { search: acct(1) } })).data[0];
  const before = (await arrears())!;
  assert.deepEqual(
    before.unpaidBills.map((b) => [b.period, b.balance]),
    [
      ['2019-11', '1150.00'],
      [period, newBill.totalAmount],
    ],
  );
  assert.equal(before.oldestPeriod, '2019-11');

  // At the window, part of what is due, no bill chosen: the oldest, the opening balance, is paid first.
  const teller = await newTeller(t);
  const consumerId = before.consumerId;
  const due = await account(teller.client, consumerId);
  assert.deepEqual(
    due.bills.map((b) => b.period),
    ['2019-11', period],
  );
  const paid = await pay(teller.client, { consumerId, cash: due.bills[0]!.amountDue, partial: true });
  assert.equal(paid.toAdvance, '0.00');
  const left = await account(teller.client, consumerId);
  assert.deepEqual(
    left.bills.map((b) => [b.period, b.balance]),
    [[period, newBill.totalAmount]],
  );
  const afterPay = (await arrears())!;
  assert.equal(afterPay.arrears, newBill.totalAmount);
  assert.equal(afterPay.oldestPeriod, period);
});
