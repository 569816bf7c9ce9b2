// Billing's paged lists sort on the server by their whitelisted columns (the list's own order breaks
// ties): consumers (with and without a search), bills, cancellation requests and reading uploads.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { computeBillEndpoint } from '@ilaw/contracts/billing/bills/compute-bill';
import { listBillsEndpoint } from '@ilaw/contracts/billing/bills/list-bills';
import { listCancellationsEndpoint } from '@ilaw/contracts/billing/cancellations/list-cancellations';
import { requestCancellationEndpoint } from '@ilaw/contracts/billing/cancellations/request-cancellation';
import { listConsumersEndpoint } from '@ilaw/contracts/billing/consumers/list-consumers';
import { enterReadingEndpoint } from '@ilaw/contracts/billing/readings/enter-reading';
import { listReadingUploadsEndpoint } from '@ilaw/contracts/billing/readings/list-reading-uploads';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { setUpCoop, upload, type Coop } from './billing-support.ts';

let t: TestApp;
let coop: Coop;

before(async () => {
  t = await createTestApp();
  coop = await setUpCoop(t);
  // Readings that give each consumer a different bill: the first account the most kWh.
  for (const [i, accountNo] of coop.accounts.entries()) {
    await coop.encoder.call(enterReadingEndpoint, {
      body: { billMonthId: coop.monthId, accountNo, presentReading: String(1400 - i * 100) },
    });
    await coop.clerk.call(computeBillEndpoint, { body: { billMonthId: coop.monthId, accountNo } });
  }
});
after(async () => t.close());

test('consumers sort by class and by name, with and without a search', async () => {
  const search = coop.accounts[0]!.slice(0, 4);
  for (const extra of [{}, { search }]) {
    const byClass = await coop.clerk.call(listConsumersEndpoint, {
      query: { ...extra, routeId: coop.routeId, sort: 'consumerClass' },
    });
    // The commercial consumer (the fourth account) comes first; the rest keep account order.
    assert.deepEqual(
      byClass.data.map((c) => c.accountNo),
      [coop.accounts[3], coop.accounts[0], coop.accounts[1], coop.accounts[2]],
    );
    const byName = await coop.clerk.call(listConsumersEndpoint, {
      query: { ...extra, routeId: coop.routeId, sort: 'name', order: 'desc', itemsPerPage: 2, page: 1 },
    });
    assert.deepEqual(
      byName.data.map((c) => c.accountNo),
      [coop.accounts[3], coop.accounts[2]],
    );
    assert.equal(byName.total, 4);
  }
});

test('bills sort by amount either way', async () => {
  const query = { billMonthId: coop.monthId, routeId: coop.routeId };
  const asc = await coop.clerk.call(listBillsEndpoint, { query: { ...query, sort: 'kwh' } });
  const kwh = asc.data.map((b) => Number(b.kwh));
  assert.deepEqual(
    kwh,
    [...kwh].sort((a, b) => a - b),
  );
  const desc = await coop.clerk.call(listBillsEndpoint, { query: { ...query, sort: 'totalAmount', order: 'desc' } });
  assert.equal(desc.data[0]!.accountNo, coop.accounts[3]); // multiplier 40
  const amounts = desc.data.map((b) => Number(b.totalAmount));
  assert.deepEqual(
    amounts,
    [...amounts].sort((a, b) => b - a),
  );
});

test('cancellation requests sort by amount; an unknown column is refused', async () => {
  const bills = await coop.clerk.call(listBillsEndpoint, {
    query: { billMonthId: coop.monthId, routeId: coop.routeId },
  });
  for (const bill of bills.data.slice(0, 3)) {
    await coop.txn.call(requestCancellationEndpoint, {
      params: { id: bill.id },
      body: { reason: 'Meter read on the wrong route.' },
    });
  }
  const asc = await coop.txn.call(listCancellationsEndpoint, { query: { sort: 'amount' } });
  const amounts = asc.data.map((c) => Number(c.amount));
  assert.equal(amounts.length, 3);
  assert.deepEqual(
    amounts,
    [...amounts].sort((a, b) => a - b),
  );
  const refused = await coop.txn.send(listCancellationsEndpoint, { query: { sort: 'reason' as 'amount' } });
  assert.equal(refused.status, 400);
});

test('reading uploads sort by file name', async () => {
  for (const name of ['a-readings.csv', 'b-readings.csv']) {
    const text = `AccountNo,PresentReading\r\n${coop.accounts[0]},1400\r\n# ${name}\r\n`;
    const res = await upload(
      coop.encoder,
      '/api/v2/billing/meter-readings/upload',
      { billMonthId: String(coop.monthId) },
      { name, bytes: Buffer.from(text, 'utf8') },
    );
    assert.equal(res.status, 200, JSON.stringify(res.body));
  }
  const page = await coop.encoder.call(listReadingUploadsEndpoint, {
    query: { billMonthId: coop.monthId, sort: 'fileName' },
  });
  // Newest first is the list's own order: the sort puts the older file first.
  assert.deepEqual(
    page.data.map((u) => u.fileName),
    ['a-readings.csv', 'b-readings.csv'],
  );
});
