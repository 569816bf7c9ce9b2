// Special payroll lines (decision 066): service days in the year, proration, the minimum service,
// what was paid before, and the 90,000 pool, worked by hand.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { SpecialBenefit } from '@ilaw/contracts/payroll/statutory-tables/statutory-table';
import { serviceDays, specialBenefitLine } from './special-benefit.ts';

const MID_YEAR: SpecialBenefit = {
  code: 'mid-year-bonus',
  name: 'Mid-year bonus',
  basis: 'MonthlyBasic',
  value: '1',
  minServiceDays: '120',
  prorated: true,
};
const CASH: SpecialBenefit = {
  code: 'service-incentive',
  name: 'Service cash incentive',
  basis: 'FixedAmount',
  value: '5000.00',
  minServiceDays: '180',
  prorated: false,
};

describe('service days in the calendar year up to the period end', () => {
  const cases: [string, string | null, string | null, number, number, number | null][] = [
    // period end, hired, separated -> service this year, year so far, tenure
    ['2026-05-31', null, null, 151, 151, null],
    ['2026-05-31', '2025-05-31', null, 151, 151, 366],
    ['2026-05-31', '2026-02-01', null, 120, 151, 120],
    ['2026-05-31', '2026-02-02', null, 119, 151, 119],
    ['2026-05-31', '2026-05-31', null, 1, 151, 1],
    ['2026-05-31', '2026-06-01', null, 0, 151, 0],
    ['2026-05-31', '2025-12-31', '2026-04-30', 120, 151, 121],
    ['2026-05-31', '2025-01-01', '2025-12-31', 0, 151, 365],
    ['2024-12-31', null, null, 366, 366, null],
  ];
  for (const [end, hired, separated, service, year, tenure] of cases) {
    test(`${end}, hired ${hired}, separated ${separated}: ${service}/${year}, tenure ${tenure}`, () => {
      assert.deepEqual(serviceDays(end, hired, separated), { service, yearSoFar: year, tenure });
    });
  }
});

describe('the line', () => {
  const line = (benefit: SpecialBenefit, hired: string | null, paid = '0', poolUsed = '0', monthly = '30000.00') =>
    specialBenefitLine({
      benefit,
      periodEnd: '2026-05-31',
      dateHired: hired,
      dateSeparated: null,
      monthlyBasic: monthly,
      dailyRate: '1379.310345',
      alreadyPaid: paid,
      poolUsed,
      ceiling: '90000.00',
    });
  const cases: [string, SpecialBenefit, string | null, string, string, string, string | null][] = [
    // name, benefit, hired, paid before, pool used -> pay, exempt (null: no line)
    ['a full half-year: one month', MID_YEAR, '2019-01-01', '0', '0', '30000.00', '30000.00'],
    ['hired 1 Feb: 120/151 days', MID_YEAR, '2026-02-01', '0', '0', '23841.06', '23841.06'],
    ['hired 2 Feb: 119 days, below 120', MID_YEAR, '2026-02-02', '0', '0', '', null],
    ['10,000 paid earlier this year', MID_YEAR, null, '10000.00', '0', '20000.00', '20000.00'],
    ['paid in full already', MID_YEAR, null, '30000.00', '0', '', null],
    ['the pool has 12,000 left', MID_YEAR, null, '0', '78000.00', '30000.00', '12000.00'],
    ['the pool is used up', MID_YEAR, null, '0', '95000.00', '30000.00', '0.00'],
    ['a fixed cash incentive, not prorated: hired 1 Dec, 182 days', CASH, '2025-12-01', '0', '0', '5000.00', '5000.00'],
    ['a fixed cash incentive: hired 3 Dec, 180 days', CASH, '2025-12-03', '0', '0', '5000.00', '5000.00'],
    ['a fixed cash incentive: hired 4 Dec, 179 days, below 180', CASH, '2025-12-04', '0', '0', '', null],
  ];
  for (const [name, benefit, hired, paid, pool, pay, exempt] of cases) {
    test(name, () => {
      const r = line(benefit, hired, paid, pool);
      if (exempt === null) {
        assert.ok('skipped' in r);
        return;
      }
      assert.ok('line' in r);
      const l = r.line;
      const taxable = (Number(pay) * 100 - Number(exempt) * 100) / 100;
      assert.deepEqual(
        [l.grossPay, l.netPay, l.basicPay, l.nonTaxableEarnings, l.taxableCompensation, l.withholdingTax],
        [pay, pay, pay, exempt, taxable.toFixed(2), '0.00'],
      );
      assert.equal(l.items.length, 1);
      assert.equal(l.items[0]!.amount, pay);
      assert.equal(l.items[0]!.kind, 'Earning');
    });
  }
  test('the basis says how the amount was reached', () => {
    const r = line(MID_YEAR, '2026-02-01');
    assert.ok('line' in r);
    assert.match(r.line.items[0]!.basis, /Monthly basic 30,000\.00 x 1 x 120\/151 days of service = 23,841\.06/);
  });
});
