import assert from 'node:assert/strict';
import { test } from 'node:test';
import { computeSurcharge, monthsLate, type SurchargeRule } from './surcharge.ts';

const residential: SurchargeRule = {
  exempt: false,
  ratePercent: '3',
  monthlyInterestPercent: '0',
  minimumAmount: '56',
  vatPercent: '12',
  graceDays: 0,
  base: 'net-of-vat',
};
const noneco: SurchargeRule = {
  exempt: false,
  ratePercent: '5',
  monthlyInterestPercent: '2',
  minimumAmount: '0',
  vatPercent: '0',
  graceDays: 0,
  base: 'total',
};
const exempt: SurchargeRule = { ...noneco, exempt: true };
const graced: SurchargeRule = { ...noneco, graceDays: 5 };

const bill = {
  balance: '3000.00',
  billTotal: '3000.00',
  billVat: '300.00',
  dueDate: '2026-03-10',
  collectedSurcharge: '0',
  collectedVat: '0',
};

const cases: {
  name: string;
  rule: SurchargeRule | null;
  input: Partial<typeof bill> & { paymentDate: string };
  surcharge: string;
  vat: string;
}[] = [
  { name: 'on the due date: none', rule: noneco, input: { paymentDate: '2026-03-10' }, surcharge: '0.00', vat: '0.00' },
  {
    name: 'a day late: the rate on the total',
    rule: noneco,
    input: { paymentDate: '2026-03-11' },
    surcharge: '150.00',
    vat: '0.00',
  },
  {
    name: 'a month and a day late: rate plus one month interest',
    rule: noneco,
    input: { paymentDate: '2026-04-11' },
    surcharge: '210.00',
    vat: '0.00',
  },
  {
    name: 'exactly a month late: still the first month',
    rule: noneco,
    input: { paymentDate: '2026-04-10' },
    surcharge: '150.00',
    vat: '0.00',
  },
  { name: 'exempt class: none', rule: exempt, input: { paymentDate: '2026-06-01' }, surcharge: '0.00', vat: '0.00' },
  { name: 'no rule in force: none', rule: null, input: { paymentDate: '2026-06-01' }, surcharge: '0.00', vat: '0.00' },
  {
    name: 'inside the grace days: none',
    rule: graced,
    input: { paymentDate: '2026-03-15' },
    surcharge: '0.00',
    vat: '0.00',
  },
  {
    name: 'after the grace days: charged',
    rule: graced,
    input: { paymentDate: '2026-03-16' },
    surcharge: '150.00',
    vat: '0.00',
  },
  // 3% of (3000 - 300) = 81.00; VAT 12% = 9.72
  {
    name: 'net of VAT base with VAT on the surcharge',
    rule: residential,
    input: { paymentDate: '2026-03-11' },
    surcharge: '81.00',
    vat: '9.72',
  },
  // 3% of 900 * 0.9 = 24.30 < 56 minimum; VAT 6.72
  {
    name: 'the minimum applies',
    rule: residential,
    input: { paymentDate: '2026-03-11', balance: '1000.00', billTotal: '1000.00', billVat: '100.00' },
    surcharge: '56.00',
    vat: '6.72',
  },
  {
    name: 'half of the bill unpaid: on the unpaid share',
    rule: noneco,
    input: { paymentDate: '2026-03-11', balance: '1500.00' },
    surcharge: '75.00',
    vat: '0.00',
  },
  {
    name: 'surcharge collected by a partial payment is not charged again',
    rule: noneco,
    input: { paymentDate: '2026-03-11', balance: '1500.00', collectedSurcharge: '150.00' },
    surcharge: '0.00',
    vat: '0.00',
  },
  {
    name: 'a later month adds the interest not yet collected',
    rule: noneco,
    input: { paymentDate: '2026-04-11', collectedSurcharge: '150.00' },
    surcharge: '60.00',
    vat: '0.00',
  },
  {
    name: 'nothing unpaid: none',
    rule: noneco,
    input: { paymentDate: '2026-04-11', balance: '0.00' },
    surcharge: '0.00',
    vat: '0.00',
  },
  // 5% of 33.33 = 1.6665 -> 1.67 (half away from zero)
  {
    name: 'rounds half away from zero to centavos',
    rule: noneco,
    input: { paymentDate: '2026-03-11', balance: '33.33', billTotal: '33.33' },
    surcharge: '1.67',
    vat: '0.00',
  },
];

for (const c of cases) {
  test(`surcharge: ${c.name}`, () => {
    const r = computeSurcharge({ ...bill, ...c.input }, c.rule);
    assert.equal(r.surcharge, c.surcharge);
    assert.equal(r.vat, c.vat);
  });
}

test('months late count started months', () => {
  assert.equal(monthsLate('2026-01-31', '2026-02-01'), 1);
  assert.equal(monthsLate('2026-01-31', '2026-03-01'), 2);
  assert.equal(monthsLate('2026-01-10', '2026-01-10'), 0);
  assert.equal(monthsLate('2025-12-10', '2026-01-11'), 2);
});
