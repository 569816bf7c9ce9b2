// The OR's VAT breakdown (decision 057): a bill's principal split in the bill's proportions, the
// surcharge VATable when taxed, non-power items exempt, advances left out; the parts add up exactly.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { D } from './money.ts';
import { vatBreakdown, type BillVatBase, type PaidItem } from './vat-breakdown.ts';

// A bill of 1,234.50: 1,000.00 VATable (VAT 120.00) and 114.50 billed without VAT.
const bills = new Map<number, BillVatBase>([
  [1, { total: '1234.50', vatable: '1000.00', vat: '120.00' }],
  [2, { total: '500.00', vatable: '0.00', vat: '0.00' }],
]);

const cases: { name: string; items: PaidItem[]; expected: ReturnType<typeof vatBreakdown> }[] = [
  {
    name: 'a bill paid in full',
    items: [{ kind: 'Bill', billId: 1, amount: '1234.50' }],
    expected: { vatableSales: '1000.00', vat: '120.00', zeroRated: '0.00', exempt: '114.50' },
  },
  {
    name: 'half a bill (partial payment), in the same proportions',
    items: [{ kind: 'Bill', billId: 1, amount: '617.25' }],
    expected: { vatableSales: '500.00', vat: '60.00', zeroRated: '0.00', exempt: '57.25' },
  },
  {
    name: 'a surcharge with VAT on it, a non-power fee and an advance deposit',
    items: [
      { kind: 'Surcharge', billId: 1, amount: '56.00' },
      { kind: 'SurchargeVat', billId: 1, amount: '6.72' },
      { kind: 'Bill', billId: 1, amount: '1234.50' },
      { kind: 'NonPower', billId: null, amount: '150.00' },
      { kind: 'Advance', billId: null, amount: '100.00' },
    ],
    expected: { vatableSales: '1056.00', vat: '126.72', zeroRated: '0.00', exempt: '264.50' },
  },
  {
    name: 'a non-power fee at 12% is VAT-inclusive; one at 0% or billed before rates existed is exempt',
    items: [
      { kind: 'NonPower', billId: null, amount: '150.00', vatPercent: '12' },
      { kind: 'NonPower', billId: null, amount: '60.00', vatPercent: '12.00' },
      { kind: 'NonPower', billId: null, amount: '500.00', vatPercent: '0' },
      { kind: 'NonPower', billId: null, amount: '25.00', vatPercent: null },
    ],
    // 150 / 1.12 = 133.93 (VAT 16.07); 60 / 1.12 = 53.57 (VAT 6.43)
    expected: { vatableSales: '187.50', vat: '22.50', zeroRated: '0.00', exempt: '525.00' },
  },
  {
    name: "a non-power bill's lines each at their own rate (decision 118): fees VATable, a deposit exempt",
    items: [
      {
        kind: 'NonPower',
        billId: null,
        amount: '4053.33',
        vatPercent: '12',
        lines: [
          { amount: '1680.00', vatPercent: '12.00' },
          { amount: '2000.00', vatPercent: '0.00' },
          { amount: '373.33', vatPercent: '12.00' },
        ],
      },
    ],
    expected: { vatableSales: '1833.33', vat: '220.00', zeroRated: '0.00', exempt: '2000.00' },
  },
  {
    name: 'a surcharge without VAT and a bill without VATable components are exempt',
    items: [
      { kind: 'Surcharge', billId: 2, amount: '15.00' },
      { kind: 'Bill', billId: 2, amount: '500.00' },
    ],
    expected: { vatableSales: '0.00', vat: '0.00', zeroRated: '0.00', exempt: '515.00' },
  },
];

for (const c of cases) {
  test(`VAT breakdown: ${c.name}`, () => {
    assert.deepEqual(vatBreakdown(c.items, bills), c.expected);
  });
}

test('the parts add up to what was paid for bills, never below zero', () => {
  fc.assert(
    fc.property(
      fc.integer({ min: 1, max: 10_000_000 }),
      fc.integer({ min: 0, max: 100 }),
      fc.integer({ min: 1, max: 10_000_000 }),
      (totalC, vatablePct, paidC) => {
        const total = totalC / 100;
        const vatable = Math.floor((totalC * vatablePct) / 112) / 100;
        const vat = Math.floor((totalC * vatablePct * 0.12) / 112) / 100;
        const paid = (Math.min(paidC, totalC) / 100).toFixed(2);
        const b = new Map([[9, { total: total.toFixed(2), vatable: vatable.toFixed(2), vat: vat.toFixed(2) }]]);
        const r = vatBreakdown([{ kind: 'Bill', billId: 9, amount: paid }], b);
        const sum = new D(r.vatableSales).plus(r.vat).plus(r.exempt);
        return sum.eq(paid) && new D(r.exempt).gte(0) && new D(r.vatableSales).gte(0);
      },
    ),
  );
});
