// A small cooperative for the collection tests: three consumers (residential, commercial, public
// building) with two computed bills each (January and February 2026, both past due), a teller
// with an OR range and an open day, a cashier.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { Decimal } from 'decimal.js';
import type { Account } from '@ilaw/contracts/collection/accounts/account';
import { getAccountEndpoint } from '@ilaw/contracts/collection/accounts/get-account';
import { createOrSeriesEndpoint } from '@ilaw/contracts/collection/or-series/create-or-series';
import type { PaymentFields } from '@ilaw/contracts/collection/payments/payment';
import { createPaymentEndpoint } from '@ilaw/contracts/collection/payments/create-payment';
import { openTellerDayEndpoint } from '@ilaw/contracts/collection/teller-days/open-teller-day';
import { createTellerEndpoint } from '@ilaw/contracts/collection/tellers/create-teller';
import { SHEET } from '../billing/billing-support.ts';
import type { TestApp, TestClient } from '../support/test-app.ts';

export type UserClient = TestClient & { userId: number };

export interface Teller {
  client: UserClient;
  tellerId: number;
  dayId: number | null;
}

export interface CollectionCoop {
  clerk: UserClient;
  cashier: UserClient;
  teller: Teller;
  /** consumer ids: residential, commercial, public building */
  consumers: number[];
  accounts: string[];
}

let seq = 0;
let orBase = 1000;

export async function newTeller(
  t: TestApp,
  options: { branchCode?: number; receipts?: number; openDay?: boolean } = {},
): Promise<Teller> {
  const client = await t.userWithRoles(['Teller']);
  const teller = await t.admin.call(createTellerEndpoint, {
    body: {
      userId: client.userId,
      name: `Teller ${client.userId}`,
      branchCode: options.branchCode ?? 5,
      collectionOffice: 'Main office',
    },
  });
  const start = orBase;
  orBase += 10_000;
  await t.admin.call(createOrSeriesEndpoint, {
    body: { tellerId: teller.id, startNo: start, endNo: start + (options.receipts ?? 500) - 1 },
  });
  let dayId: number | null = null;
  if (options.openDay !== false) dayId = (await client.call(openTellerDayEndpoint, { body: {} })).id;
  return { client, tellerId: teller.id, dayId };
}

export async function setUpCollection(t: TestApp): Promise<CollectionCoop> {
  seq += 1;
  const clerk = await t.userWithRoles(['BillingReport']);
  const encoder = await t.userWithRoles(['BillingEncoder']);
  const cashier = await t.userWithRoles(['Cashier']);
  const reader = await t.admin.post<{ id: number }>('/api/v2/billing/meter-readers', {
    name: `C-Reader ${seq}`,
    branchCode: 5,
  });
  assert.equal(reader.status, 201, JSON.stringify(reader.body));
  const route = await clerk.post<{ id: number }>('/api/v2/billing/routes', {
    branchCode: 5,
    code: `C${seq}`,
    name: `Collection route ${seq}`,
    meterReaderId: reader.body.id,
  });
  assert.equal(route.status, 201, JSON.stringify(route.body));
  const accounts: string[] = [];
  const consumers: number[] = [];
  const classes = ['R', 'C', 'P'];
  for (let i = 0; i < classes.length; i++) {
    const accountNo = `05-9${seq}${String(i + 1).padStart(3, '0')}`;
    const res = await clerk.post<{ id: number }>('/api/v2/billing/consumers', {
      accountNo,
      branchCode: 5,
      name: `SANTOS${seq}, MARIA ${i}`,
      town: 'San Jose',
      barangay: 'Poblacion',
      consumerClass: classes[i],
      meterSerial: `CM${seq}-${i}`,
      multiplier: '1',
      initialReading: '1000',
      routeId: route.body.id,
      sequence: i + 1,
    });
    assert.equal(res.status, 201, JSON.stringify(res.body));
    accounts.push(accountNo);
    consumers.push(res.body.id);
  }
  let reading = 1000;
  for (const month of ['01', '02']) {
    const period = `${2000 + seq}-${month}`;
    const m = await clerk.post<{ id: number }>('/api/v2/billing/bill-months', { period, readingDate: `${period}-05` });
    assert.equal(m.status, 201, JSON.stringify(m.body));
    for (const cls of classes) {
      const r = await clerk.put('/api/v2/billing/rates', {
        billMonthId: m.body.id,
        consumerClass: cls,
        components: SHEET,
      });
      assert.equal(r.status, 200, JSON.stringify(r.body));
    }
    reading += 150;
    for (const accountNo of accounts) {
      const r = await encoder.put('/api/v2/billing/meter-readings', {
        billMonthId: m.body.id,
        accountNo,
        presentReading: String(reading),
      });
      assert.equal(r.status, 200, JSON.stringify(r.body));
    }
    for (const accountNo of accounts) {
      const c = await clerk.post<{ result: { posted: number } }>('/api/v2/billing/bills/compute', {
        billMonthId: m.body.id,
        accountNo,
      });
      assert.equal(c.status, 200, JSON.stringify(c.body));
      assert.equal(c.body.result.posted, 1);
    }
  }
  const teller = await newTeller(t);
  return { clerk, cashier, teller, consumers, accounts };
}

export const account = (client: TestClient, consumerId: number): Promise<Account> =>
  client.call(getAccountEndpoint, { params: { consumerId } });

export const newKey = () => randomUUID();

export function pay(client: TestClient, body: Omit<PaymentFields, 'idempotencyKey'> & { idempotencyKey?: string }) {
  return client.call(createPaymentEndpoint, { body: { idempotencyKey: newKey(), ...body } });
}

export function sendPay(client: TestClient, body: Omit<PaymentFields, 'idempotencyKey'> & { idempotencyKey?: string }) {
  return client.send(createPaymentEndpoint, { body: { idempotencyKey: newKey(), ...body } });
}

/** Sum of decimal strings, exact to the centavo. */
export function pesoSum(...values: string[]): string {
  return values.reduce((s, v) => s.plus(v), new Decimal(0)).toFixed(2);
}
