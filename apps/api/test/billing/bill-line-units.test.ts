// Each bill line says what its rate is per, so prints show "x 12%" for percentages (issue 11, item 14).
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { setUpCoop, SHEET, type Coop } from './billing-support.ts';

let t: TestApp;
let c: Coop;
before(async () => {
  t = await createTestApp();
  c = await setUpCoop(t);
  const rates = await c.clerk.put('/api/v2/billing/rates', {
    billMonthId: c.monthId,
    consumerClass: 'R',
    components: [
      ...SHEET,
      {
        code: 'FRANCHISE',
        name: 'Franchise Tax',
        unit: 'percent',
        rate: '0.75',
        vatable: false,
        discountable: false,
        lifelineSubsidy: false,
      },
    ],
  });
  assert.equal(rates.status, 200, JSON.stringify(rates.body));
});
after(async () => t.close());

type Line = { code: string; kind: string; rate: string | null; unit: string | null };

test('charge lines carry their component unit; discounts and VAT are percentages', async () => {
  // The senior citizen (account 3) gets a discount line too.
  const account = c.accounts[2]!;
  const read = await c.txn.put('/api/v2/billing/meter-readings', {
    billMonthId: c.monthId,
    accountNo: account,
    presentReading: '1080',
  });
  assert.equal(read.status, 200, JSON.stringify(read.body));
  const computed = await c.clerk.post<{ bill: { id: number } }>('/api/v2/billing/bills/compute', {
    billMonthId: c.monthId,
    accountNo: account,
  });
  assert.equal(computed.status, 200, JSON.stringify(computed.body));
  const bill = await c.clerk.get<{ lines: Line[] }>(`/api/v2/billing/bills/${computed.body.bill.id}`);
  const unit = (code: string) => bill.body.lines.find((l) => l.code === code)?.unit;
  assert.equal(unit('GEN'), 'kWh');
  assert.equal(unit('SUPPLY'), 'customer');
  assert.equal(unit('FRANCHISE'), 'percent');
  assert.equal(unit('VAT_GEN'), 'percent');
  assert.equal(unit('SENIOR_DISCOUNT'), 'percent');
  const vat = bill.body.lines.find((l) => l.code === 'VAT_GEN')!;
  assert.equal(Number(vat.rate), 12);
});
