// Year end (decision 064): 13th-month cases (1/12 of basic earned, the advance, the 90,000 pool)
// and annualization cases at the annual table's brackets (refund or extra tax), worked by hand.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import fc from 'fast-check';
import { Decimal } from 'decimal.js';
import {
  BIR_2023,
  PAGIBIG_2024,
  PAY_RULES,
  PHILHEALTH_2025,
  PREMIUM_PAY,
  SSS_2025,
} from './official-tables.fixture.ts';
import { computeLine, type LineInput } from './payroll-line.ts';
import { annualize, thirteenthMonthLine } from './year-end.ts';

const thirteenth = (basicEarned: string, alreadyPaid = '0', poolUsed = '0') =>
  thirteenthMonthLine({
    basicEarned,
    alreadyPaid,
    poolUsed,
    ceiling: '90000.00',
    monthlyBasic: '25000.00',
    dailyRate: '1149.425287',
  });

describe('13th month', () => {
  const cases: [string, string, string, string, string, string][] = [
    // basic earned, paid before, pool used -> pay, exempt, taxable
    ['300000.00', '0', '0', '25000.00', '25000.00', '0.00'],
    ['299999.99', '0', '0', '25000.00', '25000.00', '0.00'],
    ['150000.00', '0', '0', '12500.00', '12500.00', '0.00'],
    ['300000.00', '12500.00', '12500.00', '12500.00', '12500.00', '0.00'],
    ['1200000.00', '0', '0', '100000.00', '90000.00', '10000.00'],
    ['300000.00', '0', '85000.00', '25000.00', '5000.00', '20000.00'],
    ['300000.00', '0', '95000.00', '25000.00', '0.00', '25000.00'],
    ['300000.00', '30000.00', '0', '0.00', '0.00', '0.00'],
  ];
  for (const [earned, paid, pool, pay, exempt, taxable] of cases) {
    test(`earned ${earned}, paid ${paid}, pool used ${pool}: ${pay} (${exempt} exempt, ${taxable} taxable)`, () => {
      const l = thirteenth(earned, paid, pool);
      assert.deepEqual(
        [l.grossPay, l.netPay, l.nonTaxableEarnings, l.taxableCompensation, l.withholdingTax],
        [pay, pay, exempt, taxable, '0.00'],
      );
      assert.equal(l.items[0]!.amount, pay);
    });
  }
});

describe('annualization on the annual table (2023)', () => {
  const cases: [string, string, string, string][] = [
    // taxable of the year, withheld before -> due, adjustment
    ['250000.00', '0', '0.00', '0.00'],
    ['250000.01', '0', '0.00', '0.00'],
    ['400000.00', '20000.00', '22500.00', '2500.00'],
    ['400000.00', '23700.00', '22500.00', '-1200.00'],
    ['800000.00', '100000.00', '102500.00', '2500.00'],
    ['2000000.00', '402500.00', '402500.00', '0.00'],
    ['8000000.00', '2000000.00', '2202500.00', '202500.00'],
    ['240000.00', '1200.00', '0.00', '-1200.00'],
  ];
  for (const [taxable, withheld, due, adjustment] of cases) {
    test(`taxable ${taxable}, withheld ${withheld}: due ${due}, adjustment ${adjustment}`, () => {
      const a = annualize({
        taxableBefore: taxable,
        withheldBefore: withheld,
        taxableNow: '0',
        table: BIR_2023.annual,
      });
      assert.deepEqual([a.taxDue.toFixed(2), a.adjustment.toFixed(2)], [due, adjustment]);
    });
  }
});

const tables: LineInput['tables'] = {
  sss: SSS_2025,
  philhealth: PHILHEALTH_2025,
  pagibig: PAGIBIG_2024,
  withholding: BIR_2023.semiMonthly,
  premiumPay: PREMIUM_PAY,
  payRules: PAY_RULES,
};
const december = (taxableBefore: string, withheldBefore: string) =>
  computeLine({
    salaryType: 'Monthly',
    salaryAmount: '25000.00',
    frequency: 'SemiMonthly',
    deductsContributions: true,
    time: {
      paidDays: '11',
      absentDays: '0',
      tardyMinutes: 0,
      undertimeMinutes: 0,
      overtimeMinutes: 0,
      premiumDays: [],
      leaveWithoutPayDays: '0',
    },
    tables,
    annualization: { taxableBefore, withheldBefore, table: BIR_2023.annual },
  });

describe("the year's last cut-off", () => {
  test('too little withheld: the extra tax is withheld now (year 250,000 + 10,425: 1,563.75 due, 500 withheld)', () => {
    const l = december('250000.00', '500.00');
    assert.deepEqual([l.withholdingTax, l.taxRefund, l.netPay], ['1063.75', '0.00', '9361.25']);
    assert.match(l.items.find((i) => i.code === 'tax')!.basis, /Annualized/);
  });
  test('too much withheld: the rest is refunded as a non-taxable earning', () => {
    const l = december('200000.00', '3000.00');
    // 210,425 is within the exempt bracket: all 3,000 comes back.
    assert.deepEqual(
      [l.withholdingTax, l.taxRefund, l.grossPay, l.netPay],
      ['0.00', '3000.00', '15500.00', '13425.00'],
    );
    assert.equal(l.taxableCompensation, '10425.00');
  });
  test('property: earnings less deductions are the net pay, with a refund or extra tax', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 300_000_000 }), fc.integer({ min: 0, max: 30_000_000 }), (t, w) => {
        const l = december(new Decimal(t).dividedBy(100).toFixed(2), new Decimal(w).dividedBy(100).toFixed(2));
        const sum = (kind: string) =>
          l.items.filter((i) => i.kind === kind).reduce((s, i) => s.plus(i.amount), new Decimal(0));
        assert.equal(sum('Earning').minus(sum('Deduction')).toFixed(2), l.netPay);
        assert.ok(new Decimal(l.netPay).gte(0));
      }),
    );
  });
});
