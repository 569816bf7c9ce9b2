// Recurring non-power bills (issue 12 item 9, decision 057): a schedule of monthly installments
// bills the consumer once per bill month, from its first month for its number of months; the
// installments are collected at the window like any non-power bill; refusals.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { createNonPowerBillEndpoint } from '@ilaw/contracts/collection/non-power/create-non-power-bill';
import { createNonPowerTypeEndpoint } from '@ilaw/contracts/collection/non-power/create-non-power-type';
import { updateNonPowerTypeEndpoint } from '@ilaw/contracts/collection/non-power/update-non-power-type';
import { createNonPowerScheduleEndpoint } from '@ilaw/contracts/collection/non-power-schedules/create-non-power-schedule';
import { generateRecurringBillsEndpoint } from '@ilaw/contracts/collection/non-power-schedules/generate-non-power-schedule-bills';
import { listNonPowerSchedulesEndpoint } from '@ilaw/contracts/collection/non-power-schedules/list-non-power-schedules';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { account, pay, setUpCollection, type CollectionCoop, type UserClient } from './collection-support.ts';

let t: TestApp;
let c: CollectionCoop;
let np: UserClient;
before(async () => {
  t = await createTestApp();
  c = await setUpCollection(t);
  np = await t.userWithRoles(['NonPowerBill']);
});
after(() => t.close());

test('a schedule bills each of its months once, and the teller collects the installment', async () => {
  const type = await np.call(createNonPowerTypeEndpoint, {
    body: { code: 'NCI-REC', name: 'Connection installment plan', paymentKind: 2, glCode: '431-200-00' },
  });
  const schedule = await np.call(createNonPowerScheduleEndpoint, {
    body: { typeId: type.id, consumerId: c.consumers[0]!, amount: '500.00', firstPeriod: '2030-01', months: 3 },
  });
  assert.equal(schedule.generated, 0);
  const generate = async (period: string) =>
    (await np.call(generateRecurringBillsEndpoint, { body: { period } })).generated;
  assert.equal(await generate('2029-12'), 0);
  assert.equal(await generate('2030-01'), 1);
  assert.equal(await generate('2030-01'), 0, 'a month is billed once');
  assert.equal(await generate('2030-02'), 1);
  assert.equal(await generate('2030-03'), 1);
  assert.equal(await generate('2030-04'), 0, 'the schedule has ended');
  const [listed] = (await np.call(listNonPowerSchedulesEndpoint)).filter((s) => s.id === schedule.id);
  assert.equal(listed?.generated, 3);

  const acc = await account(c.teller.client, c.consumers[0]!);
  const installments = acc.nonPowerBills.filter((n) => n.typeName === 'Connection installment plan');
  assert.deepEqual(
    installments.map((n) => [n.description, n.amount, n.billDate]),
    [
      ['Connection installment plan (1 of 3)', '500.00', '2030-01-01'],
      ['Connection installment plan (2 of 3)', '500.00', '2030-02-01'],
      ['Connection installment plan (3 of 3)', '500.00', '2030-03-01'],
    ],
  );
  const paid = await pay(c.teller.client, {
    consumerId: c.consumers[0]!,
    billIds: [],
    nonPowerBillIds: [installments[0]!.id],
    cash: '500.00',
  });
  assert.equal(paid.nonPower, '500.00');
  // A connection installment is a sale: 12% VAT in the amount (decision 059). 500 / 1.12 = 446.43.
  assert.equal(type.vatPercent, '12.00');
  assert.deepEqual(paid.vatBreakdown, { vatableSales: '446.43', vat: '53.57', zeroRated: '0.00', exempt: '0.00' });
  // The type set to 0% (not a sale) later: bills already billed keep the rate they were billed with.
  const changed = await np.call(updateNonPowerTypeEndpoint, {
    params: { id: type.id },
    body: {
      code: 'NCI-REC',
      name: 'Connection installment plan',
      paymentKind: 2,
      glCode: '431-200-00',
      vatPercent: '0',
    },
  });
  assert.equal(changed.vatPercent, '0.00');
  const second = await pay(c.teller.client, {
    consumerId: c.consumers[0]!,
    billIds: [],
    nonPowerBillIds: [installments[1]!.id],
    cash: '500.00',
  });
  assert.equal(second.vatBreakdown.vat, '53.57');
  const deposit = await np.call(createNonPowerTypeEndpoint, {
    body: { code: 'DEP-REC', name: 'Bill deposit', paymentKind: null, glCode: '224-100-00', vatPercent: '0' },
  });
  const bill = await np.call(createNonPowerBillEndpoint, {
    body: {
      typeId: deposit.id,
      consumerId: c.consumers[0]!,
      payerName: 'X',
      description: null,
      amount: '300.00',
      billDate: '2030-01-15',
    },
  });
  const third = await pay(c.teller.client, {
    consumerId: c.consumers[0]!,
    billIds: [],
    nonPowerBillIds: [bill.id],
    cash: '300.00',
  });
  assert.deepEqual(third.vatBreakdown, { vatableSales: '0.00', vat: '0.00', zeroRated: '0.00', exempt: '300.00' });
});

test('refusals: a bad month, an unknown consumer, the wrong role', async () => {
  const bad = await np.send(generateRecurringBillsEndpoint, { body: { period: '2030-13' } });
  assert.equal(bad.status, 400);
  const unknown = await np.send(createNonPowerScheduleEndpoint, {
    body: { typeId: 1, consumerId: 999_999, amount: '1.00', firstPeriod: '2030-01', months: 1 },
  });
  assert.equal(unknown.status, 400);
  const teller = await c.teller.client.send(generateRecurringBillsEndpoint, { body: { period: '2030-01' } });
  assert.equal(teller.status, 403);
});
