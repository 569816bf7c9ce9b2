// Moving average through receipt, issue, return at charged cost and transfer, as a case table;
// then properties over random sequences: the value is the sum of the movements, quantity never
// goes negative, an empty bin is worth zero.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { Decimal } from 'decimal.js';
import {
  EMPTY,
  NotEnoughStock,
  issue,
  lineAmount,
  receiptAmounts,
  receive,
  takeOut,
  type Balance,
} from './moving-average.ts';

type Step =
  | { op: 'receive'; qty: string; unitCost: string }
  | { op: 'return'; qty: string; chargedCost: string }
  | { op: 'issue'; qty: string }
  | { op: 'transfer-out'; qty: string };

interface Case {
  name: string;
  steps: Step[];
  /** The balance after each step: quantity, unit cost, value; and the step's amount. */
  expect: [string, string, string, string][];
}

const CASES: Case[] = [
  {
    name: 'two receipts re-average; an issue goes out at the average',
    steps: [
      { op: 'receive', qty: '10', unitCost: '100' },
      { op: 'receive', qty: '10', unitCost: '130' },
      { op: 'issue', qty: '5' },
    ],
    expect: [
      ['10.00', '100.0000', '1000.00', '1000.00'],
      ['20.00', '115.0000', '2300.00', '1300.00'],
      ['15.00', '115.0000', '1725.00', '575.00'],
    ],
  },
  {
    name: 'a thirds average rounds to 4 places half up; amounts to 2',
    steps: [
      { op: 'receive', qty: '3', unitCost: '10' },
      { op: 'receive', qty: '3', unitCost: '10.01' },
      { op: 'issue', qty: '1' },
    ],
    expect: [
      ['3.00', '10.0000', '30.00', '30.00'],
      ['6.00', '10.0050', '60.03', '30.03'],
      ['5.00', '10.0040', '50.02', '10.01'],
    ],
  },
  {
    name: 'the last units out take the whole remaining value: an empty bin is worth zero',
    steps: [
      { op: 'receive', qty: '3', unitCost: '33.3333' },
      { op: 'issue', qty: '1' },
      { op: 'issue', qty: '2' },
    ],
    expect: [
      ['3.00', '33.3333', '100.00', '100.00'],
      ['2.00', '33.3350', '66.67', '33.33'],
      ['0.00', '33.3350', '0.00', '66.67'],
    ],
  },
  {
    name: 'a return comes back at the cost it was charged, not the current average',
    steps: [
      { op: 'receive', qty: '10', unitCost: '50' },
      { op: 'issue', qty: '4' },
      { op: 'receive', qty: '6', unitCost: '80' },
      { op: 'return', qty: '2', chargedCost: '50' },
    ],
    expect: [
      ['10.00', '50.0000', '500.00', '500.00'],
      ['6.00', '50.0000', '300.00', '200.00'],
      ['12.00', '65.0000', '780.00', '480.00'],
      ['14.00', '62.8571', '880.00', '100.00'],
    ],
  },
  {
    name: 'a transfer leaves at the average, wire in meters with decimals',
    steps: [
      { op: 'receive', qty: '152.5', unitCost: '18.75' },
      { op: 'transfer-out', qty: '40.25' },
    ],
    expect: [
      ['152.50', '18.7500', '2859.38', '2859.38'],
      ['112.25', '18.7500', '2104.69', '754.69'],
    ],
  },
];

function apply(b: Balance, s: Step) {
  switch (s.op) {
    case 'receive':
      return receive(b, s.qty, lineAmount(s.qty, s.unitCost));
    case 'return':
      return receive(b, s.qty, lineAmount(s.qty, s.chargedCost));
    case 'issue':
    case 'transfer-out':
      return issue(b, s.qty);
  }
}

for (const c of CASES) {
  test(`moving average: ${c.name}`, () => {
    let b = EMPTY;
    c.steps.forEach((s, i) => {
      const m = apply(b, s);
      b = m.balance;
      assert.deepEqual([b.quantity, b.unitCost, b.value, m.amount], c.expect[i], `step ${i + 1} (${s.op})`);
    });
  });
}

test('the receiving location re-averages a transfer in at the cost it left at', () => {
  const there = receive(EMPTY, '10', '1000.00').balance;
  const out = issue(receive(EMPTY, '5', '600.00').balance, '5');
  const after = receive(there, out.quantity, out.amount);
  assert.deepEqual(after.balance, { quantity: '15.00', unitCost: '106.6667', value: '1600.00' });
});

test('a reversal takes out exactly what the receipt brought in and re-averages the rest', () => {
  const first = receive(EMPTY, '10', '1000.00').balance;
  const second = receive(first, '10', '1300.00').balance;
  const back = takeOut(second, '10', '1300.00');
  assert.equal(back.amount, '1300.00');
  assert.deepEqual(back.balance, first);
  assert.throws(() => takeOut(first, '11', '1.00'), NotEnoughStock);
});

test('an issue beyond the stock on hand is refused', () => {
  const b = receive(EMPTY, '2', '20.00').balance;
  assert.throws(
    () => issue(b, '2.01'),
    (e: unknown) => e instanceof NotEnoughStock && e.available === '2.00',
  );
});

test('receiving cost: VAT-inclusive prices net of 12%, freight shared by amount, the last line takes the rounding', () => {
  assert.deepEqual(
    receiptAmounts(
      [
        { quantity: '10', unitPrice: '112' },
        { quantity: '1', unitPrice: '224' },
      ],
      'Inclusive',
      '100',
    ),
    ['1083.33', '216.67'],
  );
  assert.deepEqual(
    receiptAmounts(
      [
        { quantity: '3', unitPrice: '10' },
        { quantity: '3', unitPrice: '10' },
        { quantity: '3', unitPrice: '10' },
      ],
      'Exclusive',
      '10',
    ),
    ['33.33', '33.33', '33.34'],
  );
  assert.deepEqual(receiptAmounts([{ quantity: '5', unitPrice: '7.5' }], 'Exempt', '0'), ['37.50']);
});

const qtyArb = fc.integer({ min: 1, max: 100_000 }).map((n) => new Decimal(n).div(100).toFixed(2));
const costArb = fc.integer({ min: 0, max: 50_000_000 }).map((n) => new Decimal(n).div(10_000).toFixed(4));
const stepArb = fc.oneof(
  fc.record({ op: fc.constant('receive' as const), qty: qtyArb, unitCost: costArb }),
  fc.record({ op: fc.constant('issue' as const), qty: qtyArb }),
);

test('property: value equals the sum of the movements; quantity never negative; empty is worth zero', () => {
  fc.assert(
    fc.property(fc.array(stepArb, { maxLength: 60 }), (steps) => {
      let b = EMPTY;
      let ins = new Decimal(0);
      let outs = new Decimal(0);
      let qIn = new Decimal(0);
      let qOut = new Decimal(0);
      for (const s of steps) {
        let m;
        try {
          m = apply(b, s);
        } catch (e) {
          assert.ok(e instanceof NotEnoughStock);
          assert.ok(new Decimal(s.qty).gt(b.quantity));
          continue;
        }
        if (m.direction === 'in') {
          ins = ins.plus(m.amount);
          qIn = qIn.plus(m.quantity);
        } else {
          outs = outs.plus(m.amount);
          qOut = qOut.plus(m.quantity);
        }
        b = m.balance;
        assert.ok(new Decimal(b.quantity).gte(0));
        assert.ok(new Decimal(b.value).gte(0));
        assert.equal(b.value, ins.minus(outs).toFixed(2));
        assert.equal(b.quantity, qIn.minus(qOut).toFixed(2));
        if (new Decimal(b.quantity).isZero()) assert.equal(b.value, '0.00');
      }
    }),
  );
});
