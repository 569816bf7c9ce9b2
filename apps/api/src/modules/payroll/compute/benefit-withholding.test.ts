// A 13th-month or special line's tax (decision 119), worked by hand on the 2023 annual table: nothing
// before the final period (the December annualization taxes it); after the annualization or in the
// final period the year is annualized again with the line and the difference withheld, never a
// refund, never more than the line pays.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { BIR_2023 } from './official-tables.fixture.ts';
import { benefitTaxCase, thirteenthMonthLine, withBenefitWithholding, type BenefitTaxCase } from './year-end.ts';

// 100,000 of 13th month with the pool used up: all of it taxable.
const line = (poolUsed = '90000.00') =>
  thirteenthMonthLine({
    basicEarned: '1200000.00',
    alreadyPaid: '0',
    poolUsed,
    ceiling: '90000.00',
    monthlyBasic: '100000.00',
    dailyRate: '4597.701149',
  });

describe('benefit withholding', () => {
  const cases: [string, string, boolean, string, string, BenefitTaxCase, string][] = [
    // why, period end, annualized, taxable before, withheld before -> case, tax
    [
      'before the final period: the annualization taxes it',
      '2026-12-15',
      false,
      '500000.00',
      '42500.00',
      'AtAnnualization',
      '0.00',
    ],
    [
      'final period, 500,000 -> 600,000 (20% bracket)',
      '2026-12-31',
      false,
      '500000.00',
      '42500.00',
      'FinalPeriod',
      '20000.00',
    ],
    [
      'after the annualization, across 800,000 (20% then 25%)',
      '2026-12-20',
      true,
      '750000.00',
      '92500.00',
      'AfterAnnualization',
      '22500.00',
    ],
    [
      'after, from the exempt 250,000 into 15%',
      '2026-12-20',
      true,
      '200000.00',
      '0.00',
      'AfterAnnualization',
      '7500.00',
    ],
    ['after, at 250,000 exactly: no tax', '2026-12-20', true, '150000.00', '0.00', 'AfterAnnualization', '0.00'],
    ['after, 260,000: 15% of 10,000', '2026-12-20', true, '160000.00', '0.00', 'AfterAnnualization', '1500.00'],
    [
      'final period, withheld more than due: no refund',
      '2026-12-31',
      false,
      '400000.00',
      '50000.00',
      'FinalPeriod',
      '0.00',
    ],
    [
      'after, never more than the line pays',
      '2026-12-20',
      true,
      '8000000.00',
      '0.00',
      'AfterAnnualization',
      '100000.00',
    ],
  ];
  for (const [why, periodEnd, annualized, taxableBefore, withheldBefore, when, tax] of cases) {
    test(why, () => {
      const input = { periodEnd, annualized, taxableBefore, withheldBefore, table: BIR_2023.annual };
      assert.equal(benefitTaxCase(input), when);
      const r = withBenefitWithholding(line(), input);
      assert.equal(r.withholdingTax, tax);
      assert.equal(r.netPay, (100000 - Number(tax)).toFixed(2));
      assert.equal(r.totalDeductions, tax);
      if (when === 'AtAnnualization') {
        assert.equal(r.annualBasis, undefined);
        assert.match(r.items[0]!.basis, /taxed at the December annualization/);
      } else {
        assert.deepEqual(r.annualBasis, { taxable: taxableBefore, withheld: withheldBefore });
        assert.equal(r.items.at(-1)!.code, 'tax');
        assert.match(r.items.at(-1)!.basis, /^(Paid after the December annualization|Paid in the year's final period)/);
      }
    });
  }

  test('a line wholly within the pool is not withheld even after the annualization', () => {
    const exempt = line('0');
    assert.equal(exempt.taxableCompensation, '10000.00');
    const within = thirteenthMonthLine({
      basicEarned: '600000.00',
      alreadyPaid: '0',
      poolUsed: '0',
      ceiling: '90000.00',
      monthlyBasic: '50000.00',
      dailyRate: '2298.850575',
    });
    const r = withBenefitWithholding(within, {
      periodEnd: '2026-12-31',
      annualized: true,
      taxableBefore: '900000.00',
      withheldBefore: '127500.00',
      table: BIR_2023.annual,
    });
    assert.equal(r, within);
  });

  test('no annual table in force: an error, not a silent zero', () => {
    assert.throws(
      () =>
        withBenefitWithholding(line(), {
          periodEnd: '2026-12-31',
          annualized: false,
          taxableBefore: '0',
          withheldBefore: '0',
          table: null,
        }),
      /withholding-annual/,
    );
  });
});
