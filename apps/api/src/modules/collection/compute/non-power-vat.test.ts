// VAT per non-power bill line (decision 118): VAT-inclusive amounts at each line's rate, rounded
// per line half away from zero; the parts add up to the amount; exclusive pricing comes back exact.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { Decimal } from 'decimal.js';
import { D } from './money.ts';
import { nonPowerLineVat, nonPowerVat, type NonPowerVat } from './non-power-vat.ts';

const lineCases: { amount: string; vatPercent: string; expected: NonPowerVat; why: string }[] = [
  {
    amount: '112.00',
    vatPercent: '12',
    expected: { vatableSales: '100.00', vat: '12.00', exempt: '0.00' },
    why: 'exact',
  },
  {
    amount: '150.00',
    vatPercent: '12.00',
    expected: { vatableSales: '133.93', vat: '16.07', exempt: '0.00' },
    why: '133.928... up',
  },
  {
    amount: '60.00',
    vatPercent: '12',
    expected: { vatableSales: '53.57', vat: '6.43', exempt: '0.00' },
    why: '53.571... down',
  },
  {
    amount: '0.01',
    vatPercent: '12',
    expected: { vatableSales: '0.01', vat: '0.00', exempt: '0.00' },
    why: 'a centavo carries no VAT',
  },
  {
    amount: '0.56',
    vatPercent: '12',
    expected: { vatableSales: '0.50', vat: '0.06', exempt: '0.00' },
    why: 'exact, small',
  },
  {
    amount: '2000.00',
    vatPercent: '0',
    expected: { vatableSales: '0.00', vat: '0.00', exempt: '2000.00' },
    why: 'a deposit: exempt',
  },
  {
    amount: '105.00',
    vatPercent: '5',
    expected: { vatableSales: '100.00', vat: '5.00', exempt: '0.00' },
    why: 'another rate',
  },
  {
    amount: '1.07',
    vatPercent: '7',
    expected: { vatableSales: '1.00', vat: '0.07', exempt: '0.00' },
    why: 'another rate, small',
  },
  {
    amount: '99999999.99',
    vatPercent: '12',
    expected: { vatableSales: '89285714.28', vat: '10714285.71', exempt: '0.00' },
    why: 'large',
  },
];

for (const c of lineCases) {
  test(`non-power line VAT: ${c.amount} at ${c.vatPercent}% (${c.why})`, () => {
    assert.deepEqual(nonPowerLineVat(c), c.expected);
  });
}

test('a bill is the sum of its lines, not its total at one rate (transformer fees with a 0% deposit)', () => {
  // Testing fee 1,500 + 12% = 1,680.00; deposit 2,000 at 0%; hauling 333.33 + 40.00 = 373.33.
  const bill = [
    { amount: '1680.00', vatPercent: '12' },
    { amount: '2000.00', vatPercent: '0' },
    { amount: '373.33', vatPercent: '12' },
  ];
  assert.deepEqual(nonPowerVat(bill), { vatableSales: '1833.33', vat: '220.00', exempt: '2000.00' });
  // The whole 4,053.33 at the type's 12% would have claimed 434.29 of VAT.
  assert.deepEqual(nonPowerVat([{ amount: '4053.33', vatPercent: '12' }]).vat, '434.29');
  // Rounded per line: two lines of 0.56 and 0.57 at 12% round separately.
  assert.deepEqual(
    nonPowerVat([
      { amount: '0.57', vatPercent: '12' },
      { amount: '0.57', vatPercent: '12' },
    ]),
    {
      vatableSales: '1.02',
      vat: '0.12',
      exempt: '0.00',
    },
  );
  assert.deepEqual(nonPowerVat([]), { vatableSales: '0.00', vat: '0.00', exempt: '0.00' });
});

test('parts add up to the line; a VAT-exclusive price (net + EVAT rounded) comes back exactly', () => {
  fc.assert(
    fc.property(fc.integer({ min: 1, max: 1_000_000_000 }), fc.integer({ min: 0, max: 9999 }), (netC, rateBp) => {
      const net = new Decimal(netC).dividedBy(100);
      const rate = new Decimal(rateBp).dividedBy(100).toFixed(2);
      const evat = net.times(rate).dividedBy(100).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
      const amount = net.plus(evat).toFixed(2);
      const r = nonPowerLineVat({ amount, vatPercent: rate });
      const sum = new D(r.vatableSales).plus(r.vat).plus(r.exempt);
      if (!sum.eq(amount)) return false;
      if (new D(rate).isZero()) return r.exempt === amount;
      return r.vatableSales === net.toFixed(2) && r.vat === evat.toFixed(2);
    }),
  );
});
